import {useEffect, useLayoutEffect} from 'react';

/**
 * A layout effect in the browser, so what it sets (a field's rows, a loader held on) is in place before the first
 * paint; a plain effect on the server, where there is no layout and React warns about layout effects.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
