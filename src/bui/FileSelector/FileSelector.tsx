import {forwardRef, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode} from 'react';
import {useFocusWithin} from 'react-aria';
import {
  ButtonContext,
  Breadcrumb,
  Breadcrumbs,
  Dialog,
  DialogTrigger,
  GridList,
  GridListItem,
  Heading,
  Input,
  Label,
  Link,
  Modal,
  ModalOverlay,
  SearchField,
  Text,
  type Key,
  type Selection,
} from 'react-aria-components';
import {Button} from '../Button';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {fileSelectorStrings} from './FileSelector.strings';
import {fieldClassName, FieldParts, fieldSizes, type FieldBaseProps, type FieldSize} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import {describeAccept, matchesAccept, UploadFieldProvider, useFieldIds} from '../internal/uploads';
import {childrenOf, folderPath, isInside, locationOf, searchFiles, typeName, type LibraryNode} from './tree';
import styles from './FileSelector.module.css';

/** One folder or file of the documents library the selector browses. */
export interface FileSelectorItem extends LibraryNode {
  /** The document's id: what `value` holds. */
  id: string;
  /** The folder or file name, shown in the row. */
  name: string;
  kind: 'folder' | 'file';
  /** The containing folder's id, `null` at the top level. */
  parentId: string | null;
  /** Files: the MIME type, checked against `accept`. */
  mimeType?: string;
  /** Files: words the search also matches. */
  tags?: string[];
  /** Files the user can see but not attach: the reason, shown in the row, such as "No share permission". */
  unavailable?: string;
}

/** How long the search waits after the last keystroke (the search-debounce rule). */
export const SEARCH_DEBOUNCE_MS = 300;

interface FileSelectorCommonProps extends FieldBaseProps {
  /** The visible label: what the document is, such as "Signed contract". */
  label: string;
  /** Restrictions in words, before people open the dialog, such as "PDF only, up to 5 files". */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message under the trigger, such as "Attach the signed contract". Its presence makes the field invalid. */
  error?: string;
  /** A document is required: fields without it show "(optional)". */
  required?: boolean;
  /** Read-only: the trigger ignores presses (it stays focusable, like every Button) and the attached rows cannot be removed. */
  disabled?: boolean;
  /** Behaves as `disabled`, which already keeps the trigger focusable and the attached documents readable, but the value is still submitted with `name`. */
  readOnly?: boolean;
  /** The trigger button's size: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** The trigger button's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** The name of the hidden inputs, one per attached document, that carry the documents' ids in a submitted form. */
  name?: string;
  /** Called when focus leaves the field (its trigger, its dialog and its attached rows), not when it moves inside it. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the trigger button when the field first renders. */
  autoFocus?: boolean;
  /** The documents library: folders and files as a flat list, each naming its parent folder. */
  items: FileSelectorItem[];
  /** Accepted file types (MIME types, wildcards or extensions); other files are shown muted with the reason and cannot be chosen. */
  accept?: string[];
  /** With `multiple`, the most files that can be chosen. */
  max?: number;
  /** The folder the dialog starts in and cannot leave, such as the employee's own file. */
  rootFolder?: string;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

export interface FileSelectorSingleProps extends FileSelectorCommonProps {
  /** Several documents can be attached; `value` is then an array of document ids. */
  multiple?: false;
  /** The attached document's id (controlled), or `null`; with `multiple`, an array of ids. */
  value?: string | null;
  /** The starting value when the selector manages its own. */
  defaultValue?: string | null;
  /** Called on "Attach" and on removal with the id or `null`; with `multiple`, with the array of ids. */
  onChange?: (value: string | null) => void;
}

// The multiple shape, documented on FileSelectorSingleProps.
export interface FileSelectorMultipleProps extends FileSelectorCommonProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type FileSelectorProps = FileSelectorSingleProps | FileSelectorMultipleProps;

const toIds = (value: string | string[] | null | undefined): string[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * Attaches documents the product already stores. The browser is a react-aria
 * `Modal` + `Dialog` holding a `SearchField`, `Breadcrumbs` and a `GridList`.
 *
 * Why GridList and not Tree: the page's pattern is one folder at a time with
 * a breadcrumb (Enter opens a folder, Alt + Arrow up goes to its parent),
 * which is a flat list per folder, and search results are a flat list with
 * paths. GridList gives each row its own `aria-selected` (no radio buttons or
 * check boxes nested in the list), `aria-multiselectable` with `multiple`,
 * folders that act without being selectable (`disabledBehavior="selection"`),
 * and an Escape that we can leave to the dialog.
 */
export const FileSelector = /* @__PURE__ */ forwardRef<HTMLButtonElement, FileSelectorProps>(function FileSelector(
  {
    label,
    hideLabel = false,
    description,
    hint,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    size = 'md',
    items,
    accept,
    multiple = false,
    max = 10,
    rootFolder,
    value,
    defaultValue,
    onChange,
    id,
    name,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('FileSelector', 'hint', 'description', hint);
  const help = description ?? hint;
  const locked = disabled || readOnly;
  const safeSize = oneOf('FileSelector', 'size', size, fieldSizes, 'md');
  const {format} = useBuiStrings(fileSelectorStrings);
  const ids = useFieldIds();
  const root = rootFolder ?? null;
  if (root !== null && !items.some((item) => item.id === root && item.kind === 'folder')) {
    devWarn('FileSelector', `rootFolder "${root}" is no folder in items; starting at the top level.`);
  }
  const safeRoot = root !== null && items.some((item) => item.id === root) ? root : null;
  const [own, setOwn] = useState<string[]>(toIds(defaultValue));
  const attached = value !== undefined ? toIds(value) : own;
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  // As react-aria's DatePicker does: focus that moves into the dialog (a portal) has not left the field, so it
  // neither blurs it nor, on its way back, focuses it again.
  const {focusWithinProps} = useFocusWithin({
    onFocusWithin: (event) => {
      if (focused.current) return;
      focused.current = true;
      onFocus?.(event);
    },
    onBlurWithin: (event) => {
      if (event.relatedTarget instanceof Node && dialogRef.current?.contains(event.relatedTarget)) return;
      focused.current = false;
      onBlur?.(event);
    },
  });

  const commit = (next: string[]) => {
    if (value === undefined) setOwn(next);
    const report = onChange as ((next: string | string[] | null) => void) | undefined;
    report?.(multiple ? next : (next[0] ?? null));
  };

  const remove = (id: string) => {
    const index = attached.indexOf(id);
    const next = attached.filter((item) => item !== id);
    const neighbour = attached[index + 1] ?? attached[index - 1];
    commit(next);
    requestAnimationFrame(() => {
      const target = neighbour
        ? listRef.current?.querySelector<HTMLElement>(`[data-document="${CSS.escape(neighbour)}"] button`)
        : triggerRef.current?.querySelector<HTMLElement>('button');
      target?.focus();
    });
  };

  return (
    <UploadFieldProvider ids={ids} error={error}>
      <div
        {...dataOf(rest)}
        {...focusWithinProps}
        className={classNames(fieldClassName, styles.root, UNSAFE_className)}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={[help ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined}
        data-testid={testId}
      >
        <FieldParts
          label={label}
          hint={help}
          error={error}
          required={required}
          editable={!locked}
          hideLabel={hideLabel}
        >
          <span ref={triggerRef} className={styles.trigger}>
            <DialogTrigger isOpen={open} onOpenChange={(next) => setOpen(next && !locked)}>
              {/* BUI's Button takes no id or autoFocus of its own; react-aria's button reads them from this context. */}
              <ButtonContext.Provider value={{id, autoFocus}}>
                <Button {...ariaOf(rest)} ref={ref} icon="folder" variant="secondary" size={safeSize} disabled={locked}>
                  {format(!multiple && attached.length > 0 ? 'fileSelectorReplace' : 'fileSelectorChoose')}
                </Button>
              </ButtonContext.Provider>
              <ModalOverlay ref={dialogRef} className={styles.overlay} isDismissable>
                <Modal className={styles.modal}>
                  <Dialog className={styles.dialog}>
                    {({close}) => (
                      <Browser
                        items={items}
                        byId={byId}
                        accept={accept}
                        multiple={multiple}
                        max={max}
                        root={safeRoot}
                        initial={attached}
                        onCancel={close}
                        onAttach={(next) => {
                          commit(next);
                          close();
                        }}
                      />
                    )}
                  </Dialog>
                </Modal>
              </ModalOverlay>
            </DialogTrigger>
          </span>
        </FieldParts>
        {attached.length > 0 ? (
          <ul ref={listRef} className={styles.attached}>
            {attached.map((id) => {
              const doc = byId.get(id);
              return (
                <li key={id} className={styles.attachedRow} data-document={id}>
                  <Icon name="document" size="md" color="muted" />
                  <span className={styles.rowText}>
                    <span className={styles.name}>{doc ? doc.name : format('fileSelectorRemovedDocument')}</span>
                    {doc ? <span className={styles.path}>{locationOf(items, doc)}</span> : null}
                  </span>
                  {locked ? null : (
                    <Button
                      size="sm"
                      variant="tertiary"
                      icon="close"
                      iconOnly
                      label={format('removeNamed', {name: doc ? doc.name : format('fileSelectorRemovedName')})}
                      onPress={() => remove(id)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        {name === undefined
          ? null
          : attached.map((documentId) => (
              <input key={documentId} type="hidden" name={name} value={documentId} disabled={disabled} />
            ))}
      </div>
    </UploadFieldProvider>
  );
});

interface BrowserProps {
  items: FileSelectorItem[];
  byId: Map<string, FileSelectorItem>;
  accept?: string[];
  multiple: boolean;
  max: number;
  root: string | null;
  initial: string[];
  onCancel: () => void;
  onAttach: (ids: string[]) => void;
}

/** The dialog's content: search, breadcrumb, the list of one folder (or of search results), footer. */
function Browser({items, byId, accept, multiple, max, root, initial, onCancel, onAttach}: BrowserProps): ReactNode {
  const last = initial.length > 0 ? byId.get(initial[initial.length - 1]) : undefined;
  const startFolder = last && isInside(items, last.parentId, root) ? last.parentId : root;
  const [folder, setFolder] = useState<string | null>(startFolder);
  const [draft, setDraft] = useState<string[]>(initial);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const strings = useBuiStrings(fileSelectorStrings);
  const {format} = strings;
  // Whether the last choice reached (or tried to pass) the maximum, which the footer then says.
  const [atMax, setAtMax] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Keyboard focus follows the folder: after opening one it lands on its
  // first row, after going up on the folder we came from; an empty folder
  // focuses the list. The row is focused as it mounts in the new list: its
  // own focus handler then hands the key to the list's selection manager, so
  // arrow keys carry on from it. (GridListItem clears the list's state
  // context for its children, so a row cannot reach the manager directly.)
  const pendingFocus = useRef<string | null>(null);
  const focusEmptyList = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const takeFocus = useCallback((row: HTMLDivElement | null) => {
    // The collection also renders rows into a hidden document: only real elements can take focus.
    if (!(row instanceof HTMLElement) || pendingFocus.current === null) return;
    if (row.dataset.key !== pendingFocus.current) return;
    pendingFocus.current = null;
    row.focus();
  }, []);
  useEffect(() => {
    if (!focusEmptyList.current) return;
    focusEmptyList.current = false;
    gridRef.current?.focus();
  }, [folder]);

  const searching = query.trim().length >= 2;
  const rows: FileSelectorItem[] = searching ? searchFiles(items, query, root) : childrenOf(items, folder);
  const reasonFor = (item: FileSelectorItem): string | undefined => {
    if (item.kind === 'folder') return undefined;
    if (item.unavailable) return item.unavailable;
    if (accept && !matchesAccept({name: item.name, type: item.mimeType ?? ''}, accept))
      return format('fileSelectorOnly', {types: describeAccept(accept, strings)});
    return undefined;
  };
  const disabledKeys = rows.filter((item) => item.kind === 'folder' || reasonFor(item)).map((item) => item.id);
  const path = folderPath(items, folder, root);
  const rootName = root === null ? format('fileSelectorRoot') : (byId.get(root)?.name ?? format('fileSelectorRoot'));
  const crumbs = [{id: root ?? '__top', name: rootName}, ...path.filter((f) => f.id !== root)];

  const goTo = (next: string | null) => {
    setFolder(next);
    setText('');
    setQuery('');
  };
  const goUp = () => {
    if (searching || folder === root || folder === null) return;
    pendingFocus.current = folder;
    goTo(byId.get(folder)?.parentId ?? null);
  };

  const choose = (next: string[]) => {
    if (multiple && next.length > max) {
      setAtMax(true);
      return;
    }
    setAtMax(multiple && next.length === max);
    setDraft(next);
  };

  const toggle = (id: string) => {
    if (multiple) choose(draft.includes(id) ? draft.filter((item) => item !== id) : [...draft, id]);
    else choose(draft.includes(id) ? [] : [id]);
  };

  const onSelectionChange = (keys: Selection) => {
    const visible = new Set(rows.map((row) => row.id));
    const picked = keys === 'all' ? rows.map((row) => row.id) : Array.from(keys, String);
    // Selection persists across folders: keep what was chosen elsewhere.
    const elsewhere = multiple ? draft.filter((id) => !visible.has(id)) : [];
    choose(multiple ? [...elsewhere, ...picked.filter((id) => !elsewhere.includes(id))] : picked.slice(-1));
  };

  const onAction = (key: Key) => {
    const item = byId.get(String(key));
    if (!item) return;
    if (item.kind === 'folder') {
      const first = childrenOf(items, item.id)[0]?.id ?? null;
      pendingFocus.current = first;
      focusEmptyList.current = first === null;
      goTo(item.id);
      return;
    }
    // A click or Enter on a file toggles it, like Space; "Attach" commits.
    if (!reasonFor(item)) toggle(item.id);
  };

  const count = draft.length;
  return (
    <div className={styles.browser}>
      <Heading slot="title" className={styles.title}>
        {format('fileSelectorChoose')}
      </Heading>
      {/* The page's rule: opening the dialog puts focus in the search field; react-aria's dialog honours autoFocus. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the documented initial focus of this dialog */}
      <SearchField className={styles.search} value={text} onChange={setText} autoFocus>
        <Label className={styles.searchLabel}>{format('fileSelectorSearch')}</Label>
        <span className={styles.searchBox}>
          <Icon name="search" size="sm" color="muted" />
          <Input className={styles.searchInput} />
        </span>
      </SearchField>
      <nav aria-label={format('fileSelectorFolder')}>
        <Breadcrumbs
          className={styles.crumbs}
          items={crumbs}
          onAction={(key) => goTo(key === '__top' ? null : String(key))}
        >
          {(crumb) => (
            <Breadcrumb id={crumb.id} className={styles.crumb}>
              <Link className={styles.crumbLink}>{crumb.name}</Link>
            </Breadcrumb>
          )}
        </Breadcrumbs>
      </nav>
      <div
        className={styles.listWrap}
        onKeyDownCapture={(event) => {
          if (event.altKey && event.key === 'ArrowUp') {
            event.preventDefault();
            event.stopPropagation();
            goUp();
          }
        }}
      >
        <GridList
          // A new list per folder: its rows mount fresh (so takeFocus sees them) and its focus state starts clean.
          key={searching ? '__search' : (folder ?? '__top')}
          ref={gridRef}
          className={styles.list}
          aria-label={
            searching
              ? format('fileSelectorResults', {query: query.trim()})
              : path.length > 0
                ? format('fileSelectorDocumentsIn', {folder: path[path.length - 1].name})
                : rootName
          }
          items={rows}
          selectionMode={multiple ? 'multiple' : 'single'}
          selectionBehavior="toggle"
          selectedKeys={draft.filter((id) => rows.some((row) => row.id === id))}
          onSelectionChange={onSelectionChange}
          disabledKeys={disabledKeys}
          disabledBehavior="selection"
          escapeKeyBehavior="none"
          onAction={onAction}
          renderEmptyState={() => (
            <p className={styles.empty}>
              {searching ? format('fileSelectorNoMatch', {query: query.trim()}) : format('fileSelectorEmptyFolder')}
            </p>
          )}
        >
          {(item) => {
            const reason = reasonFor(item);
            const where = searching ? format('fileSelectorIn', {folder: locationOf(items, item)}) : undefined;
            return (
              <GridListItem
                ref={takeFocus}
                id={item.id}
                textValue={item.name}
                className={styles.row}
                data-kind={item.kind}
                data-unavailable={reason ? true : undefined}
              >
                {({isSelected}) => (
                  <>
                    {item.kind === 'file' ? (
                      <span className={styles.marker} data-shape={multiple ? 'box' : 'round'} aria-hidden="true">
                        {isSelected ? <Icon name="check" size="sm" /> : null}
                      </span>
                    ) : null}
                    <Icon name={item.kind === 'folder' ? 'folder' : 'document'} size="md" color="muted" />
                    <span className={styles.rowText}>
                      <span className={styles.name}>{item.name}</span>
                      {/* The row's description: its type, then what the row shows under the name. */}
                      <Text slot="description" className={styles.path}>
                        <span className={styles.visuallyHidden}>
                          {typeName(item, format)}
                          {where || reason ? format('listSeparator') : ''}
                        </span>
                        {[reason, where].filter(Boolean).join(' · ')}
                      </Text>
                    </span>
                    {item.kind === 'folder' ? (
                      <Icon name="chevron-right" size="sm" color="muted" className={styles.forward} />
                    ) : null}
                  </>
                )}
              </GridListItem>
            );
          }}
        </GridList>
      </div>
      <div className={styles.footer}>
        {/* Present from the first render: the count is announced politely as it changes. */}
        <span role="status" className={styles.count}>
          {atMax
            ? `${format('fileSelectorSelected', {count})}. ${format('fileSelectorMaximum', {count: max})}`
            : format('fileSelectorSelected', {count})}
        </span>
        <span className={styles.footerButtons}>
          <Button variant="secondary" onPress={onCancel}>
            {format('cancel')}
          </Button>
          <Button variant="primary" onPress={() => onAttach(draft)}>
            {format('fileSelectorAttach')}
          </Button>
        </span>
      </div>
    </div>
  );
}
