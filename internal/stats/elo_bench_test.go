package stats

import "testing"

func BenchmarkWalkForward(b *testing.B) {
	games := fixture(1, 30, 30)
	m := testModel
	m.KGrid = []float64{0.6, 0.8, 1, 1.25, 1.6}
	m.HomeGrid = []float64{0.5, 0.75, 1, 1.25}
	m.RevertGrid = []float64{0.6, 1, 1.4}
	m.Ensemble = 10
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		WalkForward(games, 30, m)
	}
	b.ReportMetric(float64(len(games)*60*b.N)/b.Elapsed().Seconds()/1e6, "Msteps/s")
}
