/**
 * Every dictionary of the library, for the tests and the types only: no component imports this module, so a page that
 * shows a Button loads Button's words and the shared ones, not the FileSelector's. A new `*.strings.ts` module goes
 * here; dictionaries.test.ts fails on one that is missing.
 */
import {buiLocales, type BuiLocale} from './locales';
import type {Message} from './types';
import {alertStrings} from '../../Alert/Alert.strings';
import {avatarStrings} from '../../Avatar/Avatar.strings';
import {breadcrumbStrings} from '../../Breadcrumb/Breadcrumb.strings';
import {buttonLinkStrings} from '../../ButtonLink/ButtonLink.strings';
import {buttonSplitStrings} from '../../ButtonSplit/ButtonSplit.strings';
import {contextMenuStrings} from '../../ContextMenu/ContextMenu.strings';
import {datePickerStrings} from '../../DatePicker/DatePicker.strings';
import {dateRangePickerStrings} from '../../DateRangePicker/DateRangePicker.strings';
import {donutStrings} from '../../Donut/Donut.strings';
import {durationPickerStrings} from '../../DurationPicker/DurationPicker.strings';
import {fileSelectorStrings} from '../../FileSelector/FileSelector.strings';
import {fileUploadMobileStrings} from '../../FileUploadMobile/FileUploadMobile.strings';
import {forceUpdateStrings} from '../../ForceUpdate/ForceUpdate.strings';
import {inputFileStrings} from '../../InputFile/InputFile.strings';
import {navBarStrings} from '../../NavBar/NavBar.strings';
import {paginatorStrings} from '../../Paginator/Paginator.strings';
import {selectStrings} from '../../Select/Select.strings';
import {sideDrawerStrings} from '../../SideDrawer/SideDrawer.strings';
import {switchStrings} from '../../Switch/Switch.strings';
import {tableStrings} from '../../Table/Table.strings';
import {tabsStrings} from '../../Tabs/Tabs.strings';
import {timePickerStrings} from '../../TimePicker/TimePicker.strings';
import {toastStrings} from '../../Toast/Toast.strings';
import {typeaheadStrings} from '../../Typeahead/Typeahead.strings';
import {wizardStrings} from '../../Wizard/Wizard.strings';
import {xingLoaderStrings} from '../../XingLoader/XingLoader.strings';
import {fieldStrings} from '../Field/Field.strings';
import {overlayStrings} from '../Overlay/Overlay.strings';
import {stepsStrings} from '../steps.strings';
import {uploadsStrings} from '../uploads/uploads.strings';

export const allStrings = {
  alert: alertStrings,
  avatar: avatarStrings,
  breadcrumb: breadcrumbStrings,
  buttonLink: buttonLinkStrings,
  buttonSplit: buttonSplitStrings,
  contextMenu: contextMenuStrings,
  datePicker: datePickerStrings,
  dateRangePicker: dateRangePickerStrings,
  donut: donutStrings,
  durationPicker: durationPickerStrings,
  fileSelector: fileSelectorStrings,
  fileUploadMobile: fileUploadMobileStrings,
  forceUpdate: forceUpdateStrings,
  inputFile: inputFileStrings,
  navBar: navBarStrings,
  paginator: paginatorStrings,
  select: selectStrings,
  sideDrawer: sideDrawerStrings,
  switch: switchStrings,
  table: tableStrings,
  tabs: tabsStrings,
  timePicker: timePickerStrings,
  toast: toastStrings,
  typeahead: typeaheadStrings,
  wizard: wizardStrings,
  xingLoader: xingLoaderStrings,
  field: fieldStrings,
  overlay: overlayStrings,
  steps: stepsStrings,
  uploads: uploadsStrings,
};

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every message's en-US form, keyed by its (library-wide unique) key: the source of `BuiStringKey`'s types. */
export type AllSource = UnionToIntersection<(typeof allStrings)[keyof typeof allStrings]['en-US']>;

/** All of BUI's messages in one dictionary per locale, as the tests read them. */
export const dictionaries = Object.fromEntries(
  buiLocales.map((locale) => [
    locale,
    // Every dictionary holds the shared words already (defineStrings).
    Object.assign({}, ...Object.values(allStrings).map((strings) => strings[locale])),
  ]),
) as Record<BuiLocale, Record<string, Message>>;
