package api

func (a *API) gameRoutes() []Route { return nil }
