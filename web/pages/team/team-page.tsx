/** @file Team page: management (with bio and qualifications) and a Join the Team link, then the expert grid. */
import { TEAM_ANCHORS, TEAM_HERO, TEAM_SECTIONS } from "../../content/team-page";
import { isManagement, type PublicMember } from "../../data/team";
import { useT } from "../../i18n/use-t";
import { CtaButtons, PageHero, Section } from "../../ui/sections";
import { TeamGrid } from "./team-grid";

export function TeamPage({ members }: { members: PublicMember[] }) {
  const t = useT();
  const management = members.filter(isManagement);
  const experts = members.filter((m) => !isManagement(m));
  return (
    <>
      <PageHero hero={TEAM_HERO} />
      {members.length === 0 ? (
        <Section id="team">
          <p className="empty-state">{t("team.empty")}</p>
        </Section>
      ) : (
        <>
          {management.length ? (
            <Section id="management" heading={TEAM_SECTIONS.management}>
              <TeamGrid members={management} columns={3} emptyText={t("team.empty")} detailed />
              <CtaButtons ctas={[TEAM_SECTIONS.joinCta]} className="button-row--center" />
            </Section>
          ) : null}
          <Section id="experts" heading={TEAM_SECTIONS.experts} tone="muted">
            {/* targets of the service pages' links (/team#data ...): they all land on the expert grid */}
            {Object.values(TEAM_ANCHORS).map((anchor) => (
              <span key={anchor} id={anchor} className="anchor-target" />
            ))}
            <TeamGrid members={experts} columns={3} emptyText={t("team.empty")} />
          </Section>
        </>
      )}
    </>
  );
}
