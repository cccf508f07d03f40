import { useLocation, useParams } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { BackLink } from '../../components/ui/back-link';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageHeader } from '../../components/ui/page-header';
import { ArticleBody } from './components/article-body';
import { findHelpArticle } from './help-articles';

/** One help article at `/support/articles/{slug}`, titled '{Article} - GrantPilot'; an unknown slug is the not-found page. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const { state } = useLocation();
  const article = findHelpArticle(slug);
  if (!article) return <NotFoundState />;
  // Back to the search that led here, when one did.
  const search =
    typeof (state as { search?: unknown } | null)?.search === 'string' ? (state as { search: string }).search : '';
  return (
    <article key={article.slug}>
      <BackLink to={`${ROUTES.support}${search}`}>All help articles</BackLink>
      <PageHeader title={article.title} description={article.summary} />
      <ArticleBody html={article.html} />
    </article>
  );
}
