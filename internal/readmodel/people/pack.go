package people

import (
	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// packStats returns a packed copy of a stats map.
func packStats(sl *pack.Slabs[rmbase.StatKV], m rmbase.StatMap) rmbase.StatMap {
	return rmbase.StatMap(pack.Slice(sl, []rmbase.StatKV(m)))
}

// packAwards returns a packed copy of award records, names interned.
func packAwards(p *pack.Packer, sl *pack.Slabs[AwardRecord], a []AwardRecord) []AwardRecord {
	out := pack.Slice(sl, a)
	for i := range out {
		out[i].Name = p.Str(out[i].Name)
	}
	return out
}

// packPerson interns a person's text fields.
func packPerson(p *pack.Packer, pe *store.PersonRow) {
	pe.Slug, pe.FirstName, pe.LastName = p.Str(pe.Slug), p.Str(pe.FirstName), p.Str(pe.LastName)
	pe.BirthDate, pe.BirthCity, pe.BirthState = p.Str(pe.BirthDate), p.Str(pe.BirthCity), p.Str(pe.BirthState)
	pe.BirthCountry, pe.DeathDate, pe.College = p.Str(pe.BirthCountry), p.Str(pe.DeathDate), p.Str(pe.College)
	pe.Aliases = p.Str(pe.Aliases)
}
