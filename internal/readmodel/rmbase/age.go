package rmbase

import (
	"strconv"
	"time"
)

// AgeOn is the age in whole years on day now of someone born on birth
// (YYYY-MM-DD); nil when unknown or when the person has died.
func AgeOn(birth, death string, now time.Time) *int {
	age, ok := YearsOld(birth, death, now)
	if !ok {
		return nil
	}
	return &age
}

// YearsOld is AgeOn without the allocation: ok false where AgeOn is nil.
func YearsOld(birth, death string, now time.Time) (age int, ok bool) {
	if death != "" || len(birth) < 10 || birth[4] != '-' || birth[7] != '-' {
		return 0, false
	}
	y, err1 := strconv.Atoi(birth[:4])
	m, err2 := strconv.Atoi(birth[5:7])
	d, err3 := strconv.Atoi(birth[8:10])
	if err1 != nil || err2 != nil || err3 != nil || m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, false
	}
	age = now.Year() - y
	if int(now.Month()) < m || (int(now.Month()) == m && now.Day() < d) {
		age--
	}
	if age < 0 || age > 120 {
		return 0, false
	}
	return age, true
}
