package api

func (a *API) searchRoutes() []Route { return nil }
