package api

import (
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strconv"

	"github.com/getkin/kin-openapi/openapi3"
)

// Operation documents a route served outside the route table (accounts,
// the operators' writes, the live-score stream): the OpenAPI document lists
// it beside the table's routes, with its request body and answers.
type Operation struct {
	Method, Path         string
	Summary, Description string
	Params               []Param
	// Body is the type of the JSON request body (nil: none).
	Body reflect.Type
	// Status is the success status (200 when 0); Returns the type of its
	// JSON body (nil: no body, e.g. 204).
	Status  int
	Returns reflect.Type
	// Created: a call that creates the resource answers 201 with the same
	// body (an upsert).
	Created bool
	// Stream, when set, describes a text/event-stream answer instead.
	Stream string
	// Bearer: the operation needs an access token (Authorization: Bearer).
	Bearer bool
	// Errors are the error statuses it answers besides 404 and 429, which
	// every operation may (a path that is off; the rate limits).
	Errors []int
}

type documented struct {
	tag, description string
	ops              []Operation
}

// Document adds operations under tag (described by description, when not
// the default) to the OpenAPI document. Call it before the document is
// first served.
//
// It panics once the document has been encoded (it is encoded once): an
// operation documented later would be missing from what is served.
func (a *API) Document(tag, description string, ops ...Operation) {
	if a.openapiBuilt.Load() {
		panic("api: Document(" + tag + ") after the OpenAPI document was encoded")
	}
	a.documented = append(a.documented, documented{tag: tag, description: description, ops: ops})
}

// errorDescriptions describe the error answers of documented operations.
var errorDescriptions = map[int]string{
	http.StatusBadRequest:            "A parameter or a body field is invalid; detail names it",
	http.StatusUnauthorized:          "No valid access token, or (signing in, refreshing) wrong credentials or an invalid token",
	http.StatusForbidden:             "The account's role may not do this",
	http.StatusNotFound:              "Not found",
	http.StatusGone:                  "What the parameter points at is no longer kept; detail says where to start again",
	http.StatusRequestEntityTooLarge: "The request body is over 64 KiB",
	http.StatusUnsupportedMediaType:  "The request body's Content-Type is not application/json",
	http.StatusTooManyRequests:       "Rate limited; see Retry-After",
	http.StatusServiceUnavailable:    "The server is busy or shutting down; try again after Retry-After",
}

// BearerScheme is the security scheme of the operations that need an access token.
const BearerScheme = "bearer"

// addDocumented adds the documented operations to doc (errResponse gives the
// shared answer of an error status).
func (a *API) addDocumented(doc *openapi3.T, g *schemaGen, errResponse func(code int) *openapi3.ResponseRef, tags map[string]string) error {
	for _, d := range a.documented {
		if _, ok := tags[d.tag]; !ok || d.description != "" {
			tags[d.tag] = d.description
		}
		for _, o := range d.ops {
			op, err := documentedOperation(g, o, errResponse)
			if err != nil {
				return fmt.Errorf("%s %s: %w", o.Method, o.Path, err)
			}
			op.Tags = []string{d.tag}
			if o.Bearer {
				doc.Components.SecuritySchemes = openapi3.SecuritySchemes{BearerScheme: &openapi3.SecuritySchemeRef{Value: openapi3.NewJWTSecurityScheme().
					WithDescription("An access token (15 minutes) from /auth/login/ or /auth/refresh/, as Authorization: Bearer …")}}
				op.Security = &openapi3.SecurityRequirements{{BearerScheme: []string{}}}
			}
			doc.AddOperation(o.Path, o.Method, op)
		}
	}
	return nil
}

func documentedOperation(g *schemaGen, o Operation, errResponse func(code int) *openapi3.ResponseRef) (*openapi3.Operation, error) {
	rt := Route{Method: o.Method, Path: o.Path, Params: o.Params}
	op := &openapi3.Operation{Summary: o.Summary, Description: o.Description, OperationID: operationID(rt), Parameters: routeParams(rt), Responses: openapi3.NewResponses()}
	op.Responses.Delete("default")
	var err error
	if op.RequestBody, err = requestBody(g, o.Body); err != nil {
		return nil, err
	}
	status := o.Status
	if status == 0 {
		status = http.StatusOK
	}
	ok := openapi3.NewResponse().WithDescription(http.StatusText(status))
	switch {
	case o.Stream != "":
		ok.Description = new(o.Stream)
		ok.Content = openapi3.Content{"text/event-stream": &openapi3.MediaType{Schema: openapi3.NewSchemaRef("", openapi3.NewStringSchema())}}
	case o.Returns != nil:
		body, err := g.ref(o.Returns)
		if err != nil {
			return nil, err
		}
		ok.Content = openapi3.NewContentWithJSONSchemaRef(body)
	}
	op.AddResponse(status, ok)
	if o.Created {
		op.AddResponse(http.StatusCreated, openapi3.NewResponse().WithDescription("Created").WithContent(ok.Content))
	}
	codes := append([]int{http.StatusNotFound, http.StatusTooManyRequests}, o.Errors...)
	if o.Body != nil {
		codes = append(codes, bodyErrors...)
	}
	sort.Ints(codes)
	for _, code := range codes {
		op.Responses.Set(strconv.Itoa(code), errResponse(code))
	}
	return op, nil
}

// bodyErrors are the answers of an operation that reads a JSON body: a body
// that breaks httpio.ReadJSON's rule, too large, or not JSON by its type.
var bodyErrors = []int{http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType}

// requestBody is the required JSON request body of type t (nil when t is).
func requestBody(g *schemaGen, t reflect.Type) (*openapi3.RequestBodyRef, error) {
	if t == nil {
		return nil, nil
	}
	body, err := g.ref(t)
	if err != nil {
		return nil, err
	}
	return &openapi3.RequestBodyRef{Value: openapi3.NewRequestBody().WithRequired(true).WithContent(openapi3.NewContentWithJSONSchemaRef(body))}, nil
}
