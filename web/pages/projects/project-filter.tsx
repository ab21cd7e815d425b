/** @file Project category filter, rendered on All Projects with every card; web/islands/project-filter.ts filters them. */
import type { Project, ProjectCategory } from "../../content/types";
import { useLocale, useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";
import type { ProjectsContent } from "./projects-content";

function ProjectCard({
  project,
  categories,
  copy: PROJECTS_COPY,
}: {
  project: Project;
  categories: ProjectCategory[];
  copy: ProjectsContent["copy"];
}) {
  const text = useText();
  const locale = useLocale();
  return (
    <article className="project-card">
      <Picture image={project.image} className="project-card__image" />
      <div className="project-card__body">
        <p className="eyebrow">
          <Icon name={project.icon} size={18} /> {categories.find((c) => c.id === project.category)?.label[locale]}
        </p>
        <h3>{text(project.title)}</h3>
        <p className="project-card__client">
          <strong>{text(PROJECTS_COPY.client)}:</strong> {text(project.client)}
        </p>
        <p>{text(project.description)}</p>
        <p>
          <strong>{text(PROJECTS_COPY.implementation)}:</strong> {text(project.implementation)}
        </p>
        <ul className="tags" aria-label={text(PROJECTS_COPY.technologies)}>
          {project.technologies.map((tech) => (
            <li key={tech} className="tag">
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function ProjectFilter({ content }: { content: ProjectsContent }) {
  const { projects, categories: PROJECT_CATEGORIES } = content;
  const text = useText();
  const t = useT();
  const options = [
    { id: "", label: t("projects.all"), anchors: [] as string[] },
    ...PROJECT_CATEGORIES.map((c) => ({ id: c.id, label: text(c.label), anchors: c.anchors })),
  ];
  return (
    <div data-island="project-filter" data-island-when="idle">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of filter buttons, not a form fieldset with a legend */}
      <div className="filter" role="group" aria-label={t("projects.filterLabel")}>
        {options.map((option) => (
          <button
            key={option.id || "all"}
            type="button"
            className={`filter__button${option.id ? "" : " filter__button--active"}`}
            aria-pressed={!option.id}
            data-category={option.id}
            // the URL fragments that select this category (both languages)
            data-anchors={option.anchors.join(" ") || undefined}
          >
            {option.label}
          </button>
        ))}
      </div>
      {/* the island fills "{count}" of data-count-text with the number of cards shown */}
      <p className="visually-hidden" role="status" data-count-text={t("projects.count", { count: "{count}" })}>
        {t("projects.count", { count: projects.length })}
      </p>
      <p className="empty-state" hidden={projects.length > 0}>
        {t("projects.empty")}
      </p>
      <ul className="grid grid--3 project-grid" style={projects.length ? undefined : { display: "none" }}>
        {projects.map((project) => (
          <li key={project.id} data-category={project.category}>
            <ProjectCard project={project} categories={PROJECT_CATEGORIES} copy={content.copy} />
          </li>
        ))}
      </ul>
    </div>
  );
}
