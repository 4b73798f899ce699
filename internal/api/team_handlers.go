package api

func (a *API) teamRoutes() []Route { return nil }
