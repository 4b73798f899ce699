package api

func (a *API) championshipRoutes() []Route { return nil }
