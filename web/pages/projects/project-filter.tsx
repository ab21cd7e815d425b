/**
 * @file Project category filter: starts on All Projects (or on the category a link's #fragment names),
 * a category shows only its projects, and an empty result shows 'No projects found in this category'.
 */

import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { Project, ProjectCategory, ProjectCategoryId } from "../../content/types";
import { useLocale, useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";
import type { ProjectsContent } from "./projects-content";

export function filterProjects(projects: Project[], category: ProjectCategoryId | null) {
  return category ? projects.filter((p) => p.category === category) : projects;
}

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

/** The category a URL fragment selects (e.g. #projektmanagement from a service page), or null for all. */
export const categoryForAnchor = (categories: ProjectCategory[], hash: string) =>
  categories.find((c) => c.anchors.includes(hash.replace(/^#/, "")))?.id ?? null;

export function ProjectFilter({ content }: { content: ProjectsContent }) {
  const { projects, categories: PROJECT_CATEGORIES } = content;
  const text = useText();
  const t = useT();
  const hash = useLocation({ select: (l) => l.hash });
  const [category, setCategory] = useState<ProjectCategoryId | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);
  // the server renders All Projects; a #fragment from a service page selects its category after hydration and
  // brings the filter and its projects into view (no element carries the fragment's id, so the browser would not).
  // The scroll waits for the next frame: the shell's ScrollToTop, whose effect runs after this one when both mount
  // in one commit, scrolls to the top for a fragment it cannot find, and this later scroll must be the last word.
  useEffect(() => {
    if (!hash) return;
    setCategory(categoryForAnchor(PROJECT_CATEGORIES, hash));
    const frame = requestAnimationFrame(() => filterRef.current?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [hash, PROJECT_CATEGORIES]);
  const shown = filterProjects(projects, category);
  const options: { id: ProjectCategoryId | null; label: string }[] = [
    { id: null, label: t("projects.all") },
    ...PROJECT_CATEGORIES.map((c) => ({ id: c.id, label: text(c.label) })),
  ];
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of filter buttons, not a form fieldset with a legend */}
      <div className="filter" role="group" aria-label={t("projects.filterLabel")} ref={filterRef}>
        {options.map((option) => (
          <button
            key={option.id ?? "all"}
            type="button"
            className={`filter__button${category === option.id ? " filter__button--active" : ""}`}
            aria-pressed={category === option.id}
            onClick={() => setCategory(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {t("projects.count", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">{t("projects.empty")}</p>
      ) : (
        <ul className="grid grid--3 project-grid">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} categories={PROJECT_CATEGORIES} copy={content.copy} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
