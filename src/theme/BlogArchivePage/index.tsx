// Why: the stock archive puts each year under an <h3> straight after the page's
// <h1>, skipping a level (the W3C checker and axe's heading-order rule both
// reject it, and screen-reader users navigating by heading meet a gap), and its
// hero <header> outside <main> is a second banner landmark. This copy of the
// original makes the years <h2> and puts the hero inside <main>.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type YearPosts = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearPosts): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Years in the order the blog plugin gives; within a year, as the stock page does, each post goes in front. */
function postsByYear(blogPosts: readonly ArchiveBlogPost[]): YearPosts[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* BUI: the hero sits inside <main>; outside it, its <header> is a second
            banner landmark next to the announcement bar's (axe). */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Year {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
