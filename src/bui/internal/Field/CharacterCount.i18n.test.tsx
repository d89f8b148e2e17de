import {I18nProvider} from 'react-aria/I18nProvider';
import {renderToString} from 'react-dom/server';
import {expect, it} from 'vitest';
import {CharacterCount} from './CharacterCount';

it("tells about a cut paste and counts in the reader's language", () => {
  const html = renderToString(
    <I18nProvider locale="de-DE">
      <CharacterCount count={1500} max={1500} shortened edited />
    </I18nProvider>,
  );
  expect(html).toContain('Ihr Text wurde auf 1.500 Zeichen gekürzt');
  expect(html).toContain('1.500 von 1.500 Zeichen verwendet');
  expect(html).toContain('1.500/1.500');
});
