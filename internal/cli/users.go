package cli

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store"
)

// userCmd runs `almanac user create|list|set-role`.
func userCmd(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return exitError{2, "user: want create, list or set-role"}
	}
	fl := flag.NewFlagSet("user "+args[0], flag.ContinueOnError)
	fl.SetOutput(stderr)
	email := fl.String("email", "", "the account's e-mail address")
	password := fl.String("password", "", "password (create)")
	role := fl.String("role", "", "user, operator or admin")
	first := fl.String("first", "", "first name (create)")
	last := fl.String("last", "", "last name (create)")
	if err := fl.Parse(args[1:]); err != nil {
		return exitError{2, err.Error()}
	}
	if *role != "" && !slices.Contains(store.Roles, *role) {
		return exitError{2, fmt.Sprintf("--role: want one of %s, got %q", strings.Join(store.Roles, ", "), *role)}
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(st)
	switch args[0] {
	case "create":
		if m := auth.CheckEmail(*email); m != "" {
			return exitError{2, "--email: " + m}
		}
		if m := auth.CheckPassword(*password); m != "" {
			return exitError{2, "--password: " + m}
		}
		hash, err := auth.HashPassword(*password)
		if err != nil {
			return err
		}
		if *role == "" {
			*role = store.RoleUser
		}
		// An account made by an operator on the server is verified.
		u := &store.User{Email: *email, PasswordHash: hash, FirstName: *first, LastName: *last, Role: *role,
			VerifiedAt: sql.NullInt64{Int64: time.Now().Unix(), Valid: true}}
		if err := st.CreateUser(ctx, u); errors.Is(err, store.ErrConflict) {
			return exitError{1, "an account with this email already exists"}
		} else if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "created user %d %s (%s)\n", u.ID, u.Email, u.Role)
		return nil
	case "list":
		users, err := st.Users(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "id\temail\trole\tname\tverified\tcreated")
		for _, u := range users {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%v\t%s\n", u.ID, u.Email, u.Role, strings.TrimSpace(u.FirstName+" "+u.LastName), u.VerifiedAt.Valid,
				time.Unix(u.CreatedAt, 0).UTC().Format(time.RFC3339))
		}
		return tw.Flush()
	case "set-role":
		if *role == "" {
			return exitError{2, "--role: required"}
		}
		u, err := st.UserByEmail(ctx, *email)
		if errors.Is(err, store.ErrNotFound) {
			return exitError{1, "no account with this email"}
		} else if err != nil {
			return err
		}
		// A change signs the account out everywhere: no session goes on
		// under the old role.
		if err := st.SetUserRole(ctx, u.ID, *role, time.Now().Unix()); err != nil {
			return err
		}
		before, _ := json.Marshal(map[string]string{"role": u.Role})
		after, _ := json.Marshal(map[string]string{"role": *role})
		if err := st.AddAudit(ctx, &store.AuditEntry{ActorEmail: "cli", ActorRole: "admin", Action: "user.role", Entity: "user",
			EntityID: sql.NullInt64{Int64: u.ID, Valid: true}, Before: string(before), After: string(after), Reason: "almanac user set-role"}); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "user %d %s: %s -> %s\n", u.ID, u.Email, u.Role, *role)
		if u.Role != *role {
			fmt.Fprintln(stdout, "its sessions have ended: it signs in again to act as", *role)
		}
		return nil
	}
	return exitError{2, fmt.Sprintf("user: unknown subcommand %q (want create, list or set-role)", args[0])}
}

// outboxCmd runs `almanac outbox list [--limit N]`: the mail the server
// queued (the whole messages, links included: for an operator without SMTP).
func outboxCmd(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "list" {
		return exitError{2, "outbox: want list"}
	}
	fl := flag.NewFlagSet("outbox list", flag.ContinueOnError)
	fl.SetOutput(stderr)
	limit := fl.Int("limit", 20, "how many of the latest messages")
	if err := fl.Parse(args[1:]); err != nil {
		return exitError{2, err.Error()}
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(st)
	mails, err := st.Outbox(ctx, max(1, min(*limit, 1000)))
	if err != nil {
		return err
	}
	for _, m := range mails {
		state := "queued (no SMTP_URL)"
		if m.SentAt.Valid {
			state = "sent " + time.Unix(m.SentAt.Int64, 0).UTC().Format(time.RFC3339)
		} else if m.Error != "" {
			state = "failed: " + m.Error
		}
		fmt.Fprintf(stdout, "#%d %s to %s: %s [%s]\n%s\n", m.ID, time.Unix(m.CreatedAt, 0).UTC().Format(time.RFC3339), m.To, m.Subject, state, m.Body)
	}
	return nil
}
