package api

func (a *API) coachRoutes() []Route { return nil }
