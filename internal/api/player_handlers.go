package api

func (a *API) playerRoutes() []Route { return nil }
