// Why: on blog posts the stock TOC sits beside <main>, outside every landmark, so people who move by landmark never find it (axe: region); a named <nav> around it fixes that.
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
