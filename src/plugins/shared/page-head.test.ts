import {expect, test} from 'vitest';
import {addToHead} from './page-head';

test('addToHead puts the markup just before </head>, in any case, and fails with the given message without one', () => {
  expect(addToHead('<html><head><title>x</title></HEAD><body></body></html>', '<script>1</script>', 'no head')).toBe(
    '<html><head><title>x</title><script>1</script></HEAD><body></body></html>',
  );
  expect(() => addToHead('<body></body>', '<script>1</script>', 'step: no head')).toThrow('step: no head');
});
