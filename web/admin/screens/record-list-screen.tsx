/**
 * @file The frame of a record list screen (team, events): header with the create button, search and translation filter,
 * loading / error / empty states, paging, the form dialog, and delete with confirmation and undo. The screen supplies
 * its texts and how a page of records looks.
 */
import { type QueryKey, type UseMutationResult, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { TranslationState } from "../../../common/translation-states";
import type { ListPage } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { type TrashEntity, useUndoDelete } from "../history/use-undo-delete";
import type { ListParams } from "../queries/shared";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { TranslationFilter, useTranslationFilter } from "../translation/translation-filter";
import {
  Button,
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  LoadError,
  PageHeader,
  Pagination,
  SearchBox,
  Spinner,
  usePagedList,
} from "../ui";
import { useEditId, useOpenFromAddress } from "./edit-param";

interface RecordListTexts {
  title: string;
  description: string;
  create: string;
  search: string;
  searchPlaceholder: string;
  /** "Fehler beim Laden der …" */
  loadError: string;
  empty: string;
  emptyFiltered: string;
  emptyHint: string;
  /** The undo toast after a delete. */
  deleted: string;
  /** "Fehler beim Löschen des …" */
  deleteError: string;
  deleteConfirm: string;
}

interface RecordListScreenProps<Item extends { id: number }, Key extends QueryKey> {
  perPage: number;
  texts: RecordListTexts;
  /** The permissions' prefix: "team" for team.create, team.edit, team.delete. */
  permissions: "team" | "events";
  trashEntity: TrashEntity;
  listQuery: (params: ListParams) => UseQueryOptions<ListPage<Item>, Error, ListPage<Item>, Key>;
  useDelete: () => UseMutationResult<unknown, Error, number>;
  /** One record by id: `?edit=<id>` in the address opens its form (the translation overview's item links). */
  loadItem: (id: number) => Promise<Item>;
  /** A page of records; `actions(item, name)` are its edit and delete buttons, as far as the user may. */
  children: (items: Item[], actions: (item: Item, name: string) => ReactNode) => ReactNode;
  /** The create (null) or edit dialog. */
  form: (item: Item | null, onClose: () => void) => ReactNode;
}

export function RecordListScreen<Item extends { id: number }, Key extends QueryKey>(props: RecordListScreenProps<Item, Key>) {
  const { perPage, texts, permissions, trashEntity } = props;
  const user = useSessionUser();
  const paging = usePagedList(perPage);
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const linked = useEditId();
  const linkedItem = useQuery({
    queryKey: ["admin", permissions, "linked", linked],
    queryFn: () => props.loadItem(linked as number),
    enabled: linked !== undefined,
  });
  useOpenFromAddress(linkedItem.data, (item) => item.id, setEditing);
  const [translation, setTranslation] = useTranslationFilter();
  // the filter is applied by the server (?translation=), before paging
  const list = useQuery(props.listQuery({ ...paging.params, translation }));
  const filterTranslation = (next: TranslationState | "") => {
    setTranslation(next);
    paging.setPage(1);
  };
  const filtered = paging.q !== "" || translation !== "";
  const remove = props.useDelete();
  const undoToast = useUndoDelete();
  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        undoToast(texts.deleted, trashEntity, id);
      },
    });
  const actions = (item: Item, name: string) => (
    <EditDeleteButtons
      name={name}
      onEdit={can(user, `${permissions}.edit`) ? () => setEditing(item) : undefined}
      onDelete={
        can(user, `${permissions}.delete`)
          ? () => {
              remove.reset();
              setDeleting(item);
            }
          : undefined
      }
    />
  );

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          can(user, `${permissions}.create`) && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              {texts.create}
            </Button>
          )
        }
      />
      <div className="adm-toolbar">
        <SearchBox label={texts.search} value={paging.q} onChange={paging.setQ} placeholder={texts.searchPlaceholder} />
        <TranslationFilter value={translation} onChange={filterTranslation} />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title={texts.loadError} error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={filtered ? texts.emptyFiltered : texts.empty}>
          {filtered ? "Ändern Sie die Suche oder den Filter." : texts.emptyHint}
        </EmptyState>
      ) : (
        <>
          {props.children(list.data.items, actions)}
          <Pagination page={paging.page} perPage={perPage} total={list.data.total} onPage={paging.setPage} />
        </>
      )}
      {editing && props.form(editing === "new" ? null : editing, () => setEditing(null))}
      {deleting && (
        <ConfirmDialog
          message={texts.deleteConfirm}
          busy={remove.isPending}
          error={remove.isError ? `${texts.deleteError}: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
