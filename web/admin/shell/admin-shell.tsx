/** @file The signed-in admin shell: skip link, sidebar filtered by permission, header with user and role, sign-out. */

import { Link, Outlet, useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { NAV_ENTRIES } from "../nav";
import { UnreadMessagesCount } from "../screens/contact-messages/inbox-widgets";
import { SignInStep } from "../screens/sign-in-step";
import { can, displayName, signOut } from "../session";
import { Badge, Button, useToast } from "../ui";
import { PasswordDialog } from "./password-dialog";
import { useSessionUser } from "./use-session-user";

const ROLE_TONES: Record<string, "danger" | "info" | "neutral"> = { admin: "danger", editor: "info", viewer: "neutral" };

export function AdminShell() {
  const user = useSessionUser();
  const router = useRouter();
  const navigate = useNavigate();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  // a half-finished sign-in (TOTP code, TOTP set-up or new password due) sees only that step
  if (user.pending_step || user.password_change_required) return <SignInStep user={user} />;

  const routes = router.routesByPath as unknown as Record<string, unknown>;
  const entries = NAV_ENTRIES.filter((e) => can(user, e.permission) && e.to in routes);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // the cookie may already be gone; the local session is cleared either way
    }
    await navigate({ to: "/admin/login" });
  };

  return (
    <div className="adm-shell">
      <a href="#main" className="adm-skip-link">
        Zum Hauptinhalt springen
      </a>
      <aside className="adm-sidebar">
        <p className="adm-sidebar__brand">Admin</p>
        <nav aria-label="Admin-Navigation">
          <ul className="adm-nav">
            {entries.map((e) => (
              <li key={e.to}>
                <Link
                  to={e.to as "/admin"}
                  className="adm-nav__link"
                  activeProps={{ className: "adm-nav__link adm-nav__link--active", "aria-current": "page" }}
                  activeOptions={{ exact: e.to === "/admin" }}
                >
                  {e.label}
                  {e.counter === "unread-contact-messages" && <UnreadMessagesCount />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="adm-main-column">
        <header className="adm-header">
          <p className="adm-header__title">Admin Dashboard</p>
          <div className="adm-header__user">
            <span>
              Angemeldet als <strong data-testid="current-user">{displayName(user)}</strong>
            </span>
            <Badge tone={ROLE_TONES[user.role] ?? "neutral"} data-testid="current-role">
              {user.role}
            </Badge>
            <Link to="/admin/sessions" className="adm-btn adm-btn--ghost adm-btn--sm">
              Meine Sitzungen
            </Link>
            <Button size="sm" variant="ghost" onClick={() => setChangingPassword(true)}>
              Passwort ändern
            </Button>
            <Button size="sm" onClick={onSignOut} busy={signingOut}>
              Abmelden
            </Button>
          </div>
        </header>
        <main id="main" className="adm-content" tabIndex={-1}>
          <Outlet />
        </main>
        {changingPassword && (
          <PasswordDialog
            onClose={() => setChangingPassword(false)}
            onChanged={() => {
              setChangingPassword(false);
              toast("Passwort geändert.");
            }}
          />
        )}
      </div>
    </div>
  );
}
