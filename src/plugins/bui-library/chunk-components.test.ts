import {describe, expect, it} from 'vitest';
import {buiPartOf, chunkComponents} from './chunk-components';

const site = '/site';

describe('buiPartOf', () => {
  it('names the top folder of src/bui, and nothing outside it', () => {
    expect(buiPartOf('/site/src/bui/Button/Button.tsx', site)).toBe('Button');
    expect(buiPartOf('/site/src/bui/internal/Field/Field.tsx', site)).toBe('internal');
    expect(buiPartOf('/site/src/bui/index.ts', site)).toBeNull();
    expect(buiPartOf('/site/src/components/Example/index.tsx', site)).toBeNull();
    expect(buiPartOf('/site/node_modules/react/index.js', site)).toBeNull();
  });
});

describe('chunkComponents', () => {
  it('lists the parts of every module of a script, inside concatenated modules too', () => {
    const result = chunkComponents(
      [
        {
          files: ['assets/js/page.js', 'assets/css/page.css'],
          modules: [
            {
              nameForCondition: '/site/docs/components/button.mdx',
              modules: [
                {nameForCondition: '/site/src/bui/Icon/Icon.tsx'},
                {nameForCondition: '/site/src/bui/Button/Button.tsx'},
                {nameForCondition: '/site/src/bui/Button/Button.module.css'},
              ],
            },
          ],
        },
        {files: ['assets/js/main.js'], modules: [{nameForCondition: '/site/node_modules/react/index.js'}]},
        {files: ['assets/js/page.js'], modules: [{nameForCondition: '/site/src/bui/tokens/index.ts'}]},
      ],
      site,
    );
    expect(result).toEqual({
      'assets/js/page.js': ['Button', 'Icon', 'tokens'],
      'assets/js/main.js': [],
    });
  });
});
