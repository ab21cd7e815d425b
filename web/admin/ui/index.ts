/**
 * @file The admin UI kit and the recipe for a new admin resource. Import from "web/admin/ui"
 * (e.g. `import { Button, Modal, useAdminForm } from "../ui"`).
 *
 * Components
 * - Button (variant primary|secondary|danger|ghost, size, busy + busyLabel), EditDeleteButtons (a row's 'Bearbeiten' and
 *   'Löschen', each when its handler is given), Badge (tone; `statusTone("published")`
 *   gives the one tone of a state), Banner (tone, title, actions), LoadError ('Fehler beim Laden ...' + 'Erneut versuchen')
 * - Modal (native <dialog>: focus stays inside, Escape and × close, focus returns; render only while open),
 *   ConfirmDialog (message, confirmLabel, onConfirm/onCancel, busy, error) for every "Sind Sie sicher, ...?"
 * - Table (caption, columns [{ header, label?, cell(row), align }], rows, rowKey): scrolls inside its own region when
 *   wide; on a phone each row is a card whose cells name their column (a non-text header needs `label`)
 * - Lists paged on the server: `usePagedList(perPage, filters?)` -> { q, setQ, page, setPage, filters, setFilter,
 *   params, filtered }; SearchBox (debounced), Pagination, TagList ('+N weitere')
 * - Forms: `useAdminForm({ defaultValues, schema, toInput?, onSubmit, onInvalid? })` (react-form + the shared zod
 *   schema; server field errors land under their fields), `submitHandler(form)` for <form onSubmit>, and fields
 *   `<form.AppField name="x">{(f) => <f.TextField label=... />}</form.AppField>` (TextField, TextAreaField,
 *   SelectField, CheckboxField; `useFieldContext`/`useFieldError` for a custom one). Unbound: FormField, TextInput,
 *   Textarea, Select, Checkbox.
 * - Times: formatDateTime / formatDate (Europe/Berlin, whatever the browser's zone), toBerlinInput / fromBerlinInput
 *   for a datetime-local input, TIME_ZONE_LABEL ('Berliner Zeit') for headers and labels
 * - ToastProvider / useToast()(message, tone), EmptyState, Spinner, Tabs, PageHeader (h1 + actions), AccessDenied,
 *   ViewToggle ('Raster' / 'Liste')
 * The user: `useSessionUser()` (web/admin/shell/use-session-user.ts) and `can(user, "blog.edit")` (web/admin/session.ts).
 *
 * Adding an admin resource (team and events are the models; follow it for contact inbox, analytics, AI studio)
 * 1. Schema: common/schemas/<resource>.ts: one zod schema per action (the form and the route validate with it),
 *    the response types, German confirm texts. Permissions `<resource>.view|create|edit|delete` in common/permissions.ts.
 * 2. Worker route: worker/routes/admin/<resource>.ts, one sub-app chained into worker/routes/admin/index.ts (keep the
 *    chain intact: the typed client reads it). A plain paged CRUD resource is one call of `pagedCrudRoutes({ table,
 *    resource, entity, label, schema, search, orderBy, notFound })` (worker/routes/admin/paged-crud.ts); otherwise
 *    write the handlers inline with `requirePermission("x.y")`, `validate(...)`, `found(...)` and `auditInsert(...)`
 *    (and add the entity and new actions to web/admin/screens/audit-labels.ts). Worker tests: happy path, bad input,
 *    401/403, not found (tests/worker/admin-team.test.ts).
 * 3. Query module: web/admin/queries/<resource>.ts (model: queries/team.ts):
 *      export const fooKeys = { all: [...ADMIN_KEY, "foo"] as const, list: (p: ListParams) => [...fooKeys.all, "list", p] as const };
 *      export const fooListQuery = (p: ListParams) => queryOptions({ queryKey: fooKeys.list(p),
 *        queryFn: ({ signal }) => readPage(adminApi.foo.$get({ query: toQuery(p) }, options(signal))), placeholderData: keepPreviousData });
 *      export const useCreateFoo = () => useInvalidatingMutation((body: FooBody) => read(adminApi.foo.$post({ json: body })), [fooKeys.all]);
 *    Screens never spell a key, call `useMutation` or the API themselves; a hook owns its invalidation, the screen
 *    passes only its own reactions (`mutate(vars, { onSuccess: close })`).
 * 4. Screen: web/admin/screens/<resource>.tsx; a plain paged resource is a <RecordListScreen> (screens/record-list-
 *    screen.tsx: header, search, translation filter, states, paging, form dialog, delete with undo) given its texts
 *    and a Table or card grid (models: screens/events.tsx, screens/team.tsx); the dialog in <resource>-form.tsx on
 *    `useAdminForm` with the shared schema (model: screens/team-form.tsx). German texts, times via formatDateTime.
 * 5. Route file: web/routes/admin/_authed/<resource>.tsx, thin (route options stay in the main bundle; never import
 *    TanStack Query, zod or screen code into them):
 *      export const Route = createFileRoute("/admin/_authed/foo")({
 *        beforeLoad: ({ context }) => requirePermission(context.user, "foo.view"),  // mirrors the server
 *        head: () => ({ meta: [{ title: "Foo – Admin" }] }),
 *        component: FooScreen,
 *      });
 * 6. Nav entry: one line in web/admin/nav.ts ({ label, to, permission }); it shows once the route exists.
 * 7. Tests: web unit tests in tests/web (jsdom; model: tests/web/admin-forms.test.tsx), and the screen in the browser
 *    tests (add it to SCREENS in tests/e2e/admin-layout.test.ts: no sideways scrolling at 1,024/1,366/412 px).
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
export { EditDeleteButtons } from "./row-actions";
export { Spinner } from "./spinner";
export { statusTone } from "./status";
export { type Column, Table } from "./table";
export { Tabs } from "./tabs";
export { ToastProvider, useToast } from "./toast";
export { type ViewMode, ViewToggle } from "./view-toggle";
