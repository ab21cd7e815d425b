/**
 * @file Every public page (issue 47): what it loads, its head tags and what it renders, keyed by the page's kind. The
 * server renders them to plain HTML (worker/public-render.tsx); addresses are matched in web/site/public-routes.ts.
 */
import type { ReactNode } from "react";
import type { PublicBlogPost, PublicBlogPostSummary } from "../../common/blog";
import { blogPostPath } from "../../common/blog";
import type { Locale } from "../../common/locales";
import type { RenderedPage } from "../../common/page-records";
import type { PageKey } from "../../common/routes";
import { blogListHead, blogPostHead } from "../blog/blog-head";
import { BlogListError, BlogListPage } from "../blog/blog-list";
import { BlogPostNotFound, BlogPostPage } from "../blog/blog-post";
import type { DataApi } from "../data/api";
import { loadTeam, type PublicMember } from "../data/team";
import type { LanguageAlternates } from "../i18n/alternates";
import { AboutPage } from "../pages/about/about-page";
import { CareerPage } from "../pages/career/career-page";
import { ContactPage } from "../pages/contact/contact-page";
import { CustomPage } from "../pages/custom/custom-page";
import { customPageAlternates, customPageHead, customPageTitle, loadCustomPage } from "../pages/custom/custom-route";
import { type HomeData, loadHome } from "../pages/home/home-data";
import { HomePage } from "../pages/home/home-page";
import { CookiePolicyPage } from "../pages/legal/cookie-policy-page";
import { LegalNoticePage } from "../pages/legal/legal-notice-page";
import { PrivacyPage } from "../pages/legal/privacy-page";
import { ProjectsPage } from "../pages/projects/projects-page";
import { BusinessAnalysisPage } from "../pages/services/business-analysis-page";
import { DataAnalyticsPage } from "../pages/services/data-analytics-page";
import { EnterpriseArchitecturePage } from "../pages/services/enterprise-architecture-page";
import { ProjectManagementPage } from "../pages/services/project-management-page";
import { ServicesPage } from "../pages/services/services-page";
import { SoftwareDevelopmentPage } from "../pages/services/software-development-page";
import { TeamPage } from "../pages/team/team-page";
import { type HeadOptions, type PageHeadContext, pageHead, serviceHead } from "../seo/head";
import { homeEventsJsonLd, teamJsonLd } from "../seo/structured-data";
import { PageNotFound, PageRedirect } from "./page-outcome";
import type { SiteData } from "./site-data";

type Meta = Record<string, unknown>;
type HeadLink = { rel: string; href: string; hrefLang?: string; type?: string; title?: string };
export interface HeadTags {
  meta?: Meta[];
  links?: HeadLink[];
}
/** What a page's head and content get: the page's data, its language and the site data. */
type HeadContext<D> = PageHeadContext & { loaderData?: D };

export interface PublicPage<D = unknown> {
  /** Loads the page's data; `param` is the slug of a post or custom page. Throws PageNotFound or PageRedirect. */
  load: (data: DataApi, locale: Locale, param: string) => Promise<D>;
  head: (ctx: HeadContext<D>) => HeadTags;
  render: (data: D, locale: Locale) => ReactNode;
  /** JSON-LD only the server renders beside the head's (Person, Event). */
  jsonLd?: (data: D, site: SiteData, locale: Locale) => object[];
  crumbLabel?: (data: D, locale: Locale) => string | undefined;
  alternates?: (data: D) => LanguageAlternates | undefined;
  /** What an unknown address of this kind shows (404); default: the site's not-found content. */
  notFound?: (locale: Locale) => ReactNode;
  /** What a failed load shows; default: the error screen. */
  failed?: (locale: Locale) => { status: number; content: ReactNode };
}

const definePage = <D,>(page: PublicPage<D>) => page as PublicPage;
const noData = async () => undefined;

/** A page of built-in content without data of its own. */
const staticPage = (key: PageKey, render: () => ReactNode, extra?: Partial<HeadOptions>) =>
  definePage({ load: noData, head: pageHead(key, extra), render });
const servicePage = (key: PageKey, render: () => ReactNode) => definePage({ load: noData, head: serviceHead(key), render });

const contentPage = <N extends "career" | "projects" | "legal-notice" | "privacy" | "cookie-policy">(
  key: PageKey,
  name: N,
  render: (content: Awaited<ReturnType<DataApi["getContent"]>>) => ReactNode,
  extra?: Partial<HeadOptions>,
) => definePage({ load: (data, locale) => data.getContent(name, locale), head: pageHead(key, extra), render });

export const MAPPED_PAGES: Record<Exclude<PageKey, "blog">, PublicPage> = {
  home: definePage<HomeData>({
    load: (data, locale) => loadHome(data, locale),
    head: pageHead("home"),
    render: (home) => <HomePage data={home} />,
    jsonLd: homeEventsJsonLd,
  }),
  about: staticPage("about", () => <AboutPage />),
  team: definePage<PublicMember[]>({
    load: (data) => loadTeam(data),
    head: pageHead("team"),
    render: (members) => <TeamPage members={members} />,
    jsonLd: teamJsonLd,
  }),
  services: staticPage("services", () => <ServicesPage />),
  businessAnalysis: servicePage("businessAnalysis", () => <BusinessAnalysisPage />),
  softwareDevelopment: servicePage("softwareDevelopment", () => <SoftwareDevelopmentPage />),
  enterpriseArchitecture: servicePage("enterpriseArchitecture", () => <EnterpriseArchitecturePage />),
  projectManagement: servicePage("projectManagement", () => <ProjectManagementPage />),
  dataAnalytics: servicePage("dataAnalytics", () => <DataAnalyticsPage />),
  projects: contentPage("projects", "projects", (content) => <ProjectsPage content={content as never} />),
  career: contentPage("career", "career", (content) => <CareerPage content={content as never} />),
  contact: staticPage("contact", () => <ContactPage />),
  legal: contentPage("legal", "legal-notice", (content) => <LegalNoticePage content={content as never} />, { noindex: true }),
  privacy: contentPage("privacy", "privacy", (content) => <PrivacyPage content={content as never} />, { noindex: true }),
  cookies: contentPage("cookies", "cookie-policy", (content) => <CookiePolicyPage content={content as never} />, { noindex: true }),
};

export const BLOG_LIST = definePage<PublicBlogPostSummary[]>({
  load: (data, locale) => data.getBlogPosts(locale),
  head: blogListHead,
  render: (posts, locale) => <BlogListPage posts={posts} locale={locale} />,
  // a failed load shows the list's error box (with a retry link: the same address)
  failed: () => ({ status: 500, content: <BlogListError /> }),
});

export const BLOG_POST = definePage<PublicBlogPost>({
  load: async (data, locale, slug) => {
    const post = await data.getBlogPost(slug, locale);
    if (!post) throw new PageNotFound();
    // a post without an English version has only its German page
    if (post.language !== locale) throw new PageRedirect(blogPostPath(post.slug, post.language), 308);
    // the German slug on an English address of a post with an English slug: its address moved for good
    if (post.slug !== slug) throw new PageRedirect(blogPostPath(post.slug, locale), 301);
    return post;
  },
  head: blogPostHead,
  render: (post, locale) => <BlogPostPage post={post} locale={locale} />,
  crumbLabel: (post) => post.title,
  // the language switch leads where the head's hreflang links do (web/i18n/alternates.ts)
  alternates: (post) => post.alternates,
  notFound: (locale) => <BlogPostNotFound locale={locale} />,
  // a failed load shows the not-found page as well (public spec 2.16)
  failed: (locale) => ({ status: 404, content: <BlogPostNotFound locale={locale} /> }),
});

export const CUSTOM_PAGE = definePage<RenderedPage>({
  load: (data, locale, slug) => loadCustomPage(data, slug, locale),
  head: customPageHead,
  render: (page) => <CustomPage page={page} />,
  crumbLabel: customPageTitle,
  alternates: customPageAlternates,
});
