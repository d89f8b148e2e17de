import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

type Entry = {title: string; to: string; description: string};

// The four docs sections first, then the blog and search: the home page is a
// map of the site, so every entry point a reader needs is one click away.
const entries: Entry[] = [
  {
    title: 'Components',
    to: '/docs/category/components',
    description:
      '42 components from Accordion to XingLoader, each with usage rules, states, keyboard support and code for web and mobile.',
  },
  {
    title: 'Design Patterns',
    to: '/docs/category/design-patterns',
    description:
      'How components combine to solve recurring problems: forms, filtering, sorting, empty and loading states.',
  },
  {
    title: 'Foundations',
    to: '/docs/category/foundations',
    description: 'Principles, colour tokens with their contrast ratios, icons, legible type and the words we use.',
  },
  {
    title: 'Introduction',
    to: '/docs/category/introduction',
    description:
      'Install BUI, learn how it approaches accessibility and how to improve these docs with a pull request.',
  },
  {
    title: 'Blog',
    to: '/blog',
    description: 'Release notes and the thinking behind BUI and this site.',
  },
  {
    title: 'Search',
    to: '/search',
    description: 'Find any component, token or guideline. Press Ctrl+K or / on any page.',
  },
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      {/* The hero is part of the page's main content: a <header> outside <main>
          would be a second banner landmark next to the announcement bar's. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1">{siteConfig.title}</Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started/intro">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/category/components">
                Browse components
              </Link>
            </div>
          </div>
        </header>
        <div className={styles.sections}>
          <div className="container">
            <Heading as="h2">Find your way around</Heading>
            <ul className={`${styles.sectionGrid} clean-list`}>
              {entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} className={`card padding--lg ${styles.sectionCard}`}>
                    <Heading as="h3">{entry.title}</Heading>
                    <p>{entry.description}</p>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </main>
    </Layout>
  );
}
