/**
 * @file The admin UI kit. Import from "web/admin/ui" (e.g. `import { Button, Modal } from "../../admin/ui"`).
 *
 * Components
 * - Button (variant primary|secondary|danger|ghost, size, busy + busyLabel)
 * - Modal (native <dialog>: focus stays inside, Escape and × close, focus returns to the opener; render only while open)
 * - ConfirmDialog (message, confirmLabel, onConfirm/onCancel, busy, error) for every "Sind Sie sicher, ...?"
 * - Table (caption, columns [{ header, cell(row), align }], rows, rowKey)
 * - FormField (label/hint/error around any control via a render prop), TextInput, Textarea, Select (options), Checkbox
 * - checkForm(schema, input) -> { data } | { errors } with the shared zod schema; serverFieldErrors(err) for a 400
 * - Badge (tone neutral|info|success|warning|danger)
 * - Banner (tone info|success|warning|error, title, actions), LoadError (the lists' 'Fehler beim Laden ...' + 'Erneut versuchen')
 * - ToastProvider / useToast()(message, tone) for short confirmations
 * - EmptyState (title, hint, action), Spinner (label), Tabs (WAI-ARIA tabs), PageHeader (h1 + actions), AccessDenied
 * - ViewToggle (view 'grid'|'list', onChange, className): the 'Raster' / 'Liste' buttons in a group 'Ansicht'
 * Data: the typed client from web/api/client.ts, e.g. `read(adminApi.team[":id"].$put({ param, json }))`, or
 * `readPage(adminApi.team.$get({ query }))` for a list paged on the server (`{ items, total, page, perPage }`).
 * Paths, bodies and answers are typed from the worker's routes; failures throw ApiClientError (web/api/errors.ts:
 * status, code, message, fieldErrors, retryAfter; decide on `code`, never on the message); a 401 goes to the
 * sign-in page. Use TanStack Query (`useQuery`/`useMutation`, keys starting with "admin", queryOptions factories
 * in web/admin/queries/) and invalidate the list after saving.
 * The user: `useSessionUser()` from web/admin/shell/use-session-user.ts and `can(user, "blog.edit")` from web/admin/session.ts.
 *
 * Adding an admin screen
 * 1. Route file web/routes/admin/_authed/<name>.tsx (inside the signed-in layout), kept thin because route
 *    options stay in the main bundle; the component lives in web/admin/screens/<name>.tsx:
 *      export const Route = createFileRoute("/admin/_authed/blog")({
 *        beforeLoad: ({ context }) => requirePermission(context.user, "blog.view"),  // from web/admin/guard.ts
 *        head: () => ({ meta: [{ title: "Blog – Admin" }] }),
 *        component: BlogScreen,
 *      });
 *    Never import TanStack Query, zod or screen code into route options (beforeLoad, loader, validateSearch).
 * 2. Sidebar: the entry is already in web/admin/nav.ts with its permission; it appears once the route exists.
 *    A new kind of screen gets one line there: { label, to, permission }.
 * 3. Start the screen with <PageHeader title=... />; the shell provides <main id="main"> and the skip link.
 */

export { submitHandler, useAdminForm } from "./admin-form";
export { Badge } from "./badge";
export { Banner, LoadError } from "./banner";
export { Button } from "./button";
export { ConfirmDialog } from "./confirm-dialog";
export { formatDate, formatDateTime, fromBerlinInput, TIME_ZONE_LABEL, toBerlinInput } from "./date-time";
export { EmptyState } from "./empty-state";
export { useFieldError } from "./form-bound";
export { useFieldContext } from "./form-context";
export { Checkbox, FormField, Select, Textarea, TextInput } from "./form-field";
export { Pagination, SearchBox, TagList, usePagedList } from "./list";
export { Modal } from "./modal";
export { AccessDenied, PageHeader } from "./page-header";
export { Spinner } from "./spinner";
export { statusTone } from "./status";
export { type Column, Table } from "./table";
export { Tabs } from "./tabs";
export { ToastProvider, useToast } from "./toast";
export { type ViewMode, ViewToggle } from "./view-toggle";
