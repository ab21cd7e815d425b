/** @file Home page (German). */
import { createFileRoute } from "@tanstack/react-router";
import { COMPANY } from "../../common/site";

export const Route = createFileRoute("/")({
  loader: ({ context }) => context.data.getTeam(5),
  head: () => ({ meta: [{ title: `${COMPANY.name} – Startseite` }] }),
  component: HomePage,
});

function HomePage() {
  const team = Route.useLoaderData();
  return (
    <main id="main">
      <h1>Innovativ. Digital. Zukunftsorientiert.</h1>
      <ul>
        {team.map((m) => (
          <li key={m.id}>{m.name}</li>
        ))}
      </ul>
    </main>
  );
}
