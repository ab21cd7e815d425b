/** @file One team member card: photo, name, position, expertise, LinkedIn and mail links, 'In Project' badge. */
import { responsiveSource } from "../../../common/media";
import { memberBio, memberExpertise, memberPhotoAlt, memberPosition, memberQualifications, type PublicMember } from "../../data/team";
import { useLocale, useSiteData, useT } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function TeamCard({ member, detailed = false }: { member: PublicMember; detailed?: boolean }) {
  const locale = useLocale();
  const t = useT();
  const { siteUrl } = useSiteData().config;
  const qualifications = detailed ? memberQualifications(member, locale) : [];
  const expertise = memberExpertise(member, locale);
  const bio = detailed ? memberBio(member, locale) : "";
  return (
    <article className={`team-card${detailed ? " team-card--detailed" : ""}`}>
      <div className="team-card__photo">
        {member.image_url ? (
          <img
            {...responsiveSource(member.image_url, undefined, siteUrl)}
            width="320"
            height="320"
            alt={memberPhotoAlt(member, locale)}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="team-card__initials" aria-hidden="true">
            {initials(member.name)}
          </span>
        )}
        {member.available ? null : <span className="badge badge--busy">{t("team.inProject")}</span>}
      </div>
      <div className="team-card__body">
        <h3 className="team-card__name">{member.name}</h3>
        <p className="team-card__position">{memberPosition(member, locale)}</p>
        {bio ? <p className="team-card__bio">{bio}</p> : null}
        {qualifications.length ? (
          <div className="team-card__qualifications">
            <h4>{t("team.qualifications")}</h4>
            <ul>
              {qualifications.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {expertise.length ? (
          <ul className="tags" aria-label={t("team.expertise")}>
            {expertise.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="team-card__links">
          {member.linkedin_url ? (
            <a
              href={member.linkedin_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t("team.linkedin", { name: member.name })} ${t("common.newTab")}`}
            >
              <Icon name="linkedin" size={20} />
            </a>
          ) : null}
          {member.email ? (
            <a href={`mailto:${member.email}`} aria-label={t("team.email", { name: member.name })}>
              <Icon name="mail" size={20} />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
