import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {GridList, GridListItem, I18nProvider, type Key} from 'react-aria-components';
import {
  Icon,
  iconNames,
  InputField,
  isIconName,
  SegmentedControl,
  Select,
  type IconColor,
  type IconName,
  type IconSize,
} from '@bui/react';
import {filterIcons} from './filterIcons';
import {iconKeywords} from './iconKeywords';
import {iconCode, iconColorTokens, iconSizeTokens} from './iconTokens';
import styles from './styles.module.css';

/** The address fragment that links to one icon: `#icon-calendar`. */
export const ICON_ANCHOR_PREFIX = 'icon-';

const SIZES: readonly {value: IconSize; label: string}[] = [
  {value: 'sm', label: 'Small'},
  {value: 'md', label: 'Medium'},
  {value: 'lg', label: 'Large'},
];

const COLORS: readonly {value: IconColor; label: string}[] = [
  {value: 'inherit', label: 'Text colour (inherit)'},
  {value: 'muted', label: 'Muted'},
  {value: 'primary', label: 'Primary'},
  {value: 'info', label: 'Info'},
  {value: 'success', label: 'Success'},
  {value: 'warning', label: 'Warning'},
  {value: 'danger', label: 'Danger'},
];

const isSize = (value: string): value is IconSize => SIZES.some((size) => size.value === value);
const isColor = (value: string): value is IconColor => COLORS.some((color) => color.value === value);

/** The icon an address links to, if its fragment names one of the set. */
function linkedIconOf(hash: string): IconName | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const name = id.startsWith(ICON_ANCHOR_PREFIX) ? id.slice(ICON_ANCHOR_PREFIX.length) : '';
  return isIconName(name) ? name : null;
}

function TokenName({token}: {token: string | null}): ReactNode {
  return token ? <code>--bui-{token}</code> : <>No token: the colour of the text around it (currentColor)</>;
}

/**
 * The icon set as a grid a reader can filter as they type, and press to copy an icon's code. The size and colour
 * controls change what is drawn and what is copied, and name the token behind each. Pressing an icon also puts its
 * anchor in the address (`#icon-<name>`), so the address links to it; an address with such an anchor marks its icon.
 * Keyboard: the filter, the two controls, then the grid, whose arrow keys move between icons and whose Enter copies.
 */
export default function Gallery(): ReactNode {
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<IconSize>('md');
  const [color, setColor] = useState<IconColor>('inherit');
  const [message, setMessage] = useState('');
  const [linked, setLinked] = useState<IconName | null>(null);
  const shown = useMemo(() => filterIcons(iconNames, iconKeywords, query), [query]);

  useEffect(() => {
    const follow = () => {
      setLinked(linkedIconOf(window.location.hash));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
    };
  }, []);

  const copy = useCallback(
    (key: Key) => {
      const name = String(key);
      if (!isIconName(name)) return;
      const code = iconCode(name, size, color);
      setLinked(name);
      // replaceState: the reader stays where they are, and Back does not step through every icon they copied.
      window.history.replaceState(window.history.state, '', `#${ICON_ANCHOR_PREFIX}${name}`);
      // Undefined outside a secure context, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      const written = clipboard
        ? clipboard.writeText(code)
        : Promise.reject(new Error('this page has no clipboard (it needs a secure context)'));
      written.then(
        () => {
          setMessage(`Copied ${code}`);
        },
        (error: unknown) => {
          console.error('Icon gallery: the code could not be copied.', error);
          setMessage(`Could not copy. The code is ${code}`);
        },
      );
    },
    [size, color],
  );

  return (
    <I18nProvider locale="en-US">
      <div className={styles.gallery}>
        <div className={styles.controls}>
          <InputField
            type="search"
            icon="search"
            label="Filter icons"
            // The magnifier and the hint say what the field is; a visible "Filter icons (optional)" would only add the
            // form's optional mark to a tool that is not a form.
            hideLabel
            description="By name or meaning: “delete”, “time off”, “arrow”."
            value={query}
            onChange={setQuery}
          />
          <SegmentedControl
            label="Size"
            description={<TokenName token={iconSizeTokens[size]} />}
            value={size}
            onChange={(next) => {
              if (isSize(next)) setSize(next);
            }}
          >
            {SIZES.map((option) => (
              <SegmentedControl.Option key={option.value} value={option.value}>
                {option.label}
              </SegmentedControl.Option>
            ))}
          </SegmentedControl>
          <Select
            label="Colour"
            // Always one colour, as the size control always has one size: nothing to mark optional.
            required
            description={<TokenName token={iconColorTokens[color]} />}
            value={color}
            onChange={(next) => {
              if (isColor(next)) setColor(next);
            }}
          >
            {COLORS.map((option) => (
              <Select.Option key={option.value} value={option.value}>
                {option.label}
              </Select.Option>
            ))}
          </Select>
        </div>
        <p className={styles.count} aria-live="polite">
          {shown.length === iconNames.length
            ? `${String(iconNames.length)} icons. Press one to copy its code.`
            : `${String(shown.length)} of ${String(iconNames.length)} icons match.`}
        </p>
        <GridList
          aria-label="Icons"
          layout="grid"
          items={shown.map((name) => ({name}))}
          onAction={copy}
          className={styles.grid}
          renderEmptyState={() => (
            <p className={styles.empty}>No icon matches “{query}”. Try what it means, such as “delete” or “time”.</p>
          )}
        >
          {({name}) => (
            <GridListItem id={name} textValue={name} className={styles.tile} data-linked={name === linked || undefined}>
              <Icon name={name} size={size} color={color} />
              <span id={`${ICON_ANCHOR_PREFIX}${name}`} className={styles.name}>
                {name}
              </span>
            </GridListItem>
          )}
        </GridList>
        <p role="status" className={styles.status}>
          {message}
        </p>
      </div>
    </I18nProvider>
  );
}
