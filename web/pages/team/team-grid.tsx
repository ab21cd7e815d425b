/** @file A grid of team cards with its empty state. */
import type { ReactNode } from "react";
import type { PublicMember } from "../../data/team";
import { TeamCard } from "./team-card";

export function TeamGrid({
  members,
  columns,
  emptyText,
  detailed = false,
  extra,
}: {
  members: PublicMember[];
  columns: 3 | 4;
  emptyText: string;
  detailed?: boolean;
  /** A card after the members (the home page's network card). */
  extra?: ReactNode;
}) {
  if (members.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className={`grid grid--${columns} team-grid`}>
      {members.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} detailed={detailed} />
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  );
}
