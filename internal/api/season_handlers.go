package api

func (a *API) seasonRoutes() []Route { return nil }
