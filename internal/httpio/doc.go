// Package httpio is how every JSON endpoint reads and answers HTTP: JSON
// bodies in (strict) and out (never cached), {"detail": "..."} errors and
// query parameters whose bad values are a 400 naming the parameter.
// The API, the accounts API and the admin API all answer through it.
package httpio
