import { json } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { db } from '~/lib/db.server';

export async function loader() {
  const gear = await db.gear.findMany({
    where: { active: true },
    select: { slug: true, name: true, category: true, dailyRateCents: true },
    orderBy: [{ category: 'asc' }, { name: 'asc' }],
  });
  return json({ gear });
}

export default function Index() {
  const { gear } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Rent gear for your next trip</h1>
      <ul>
        {gear.map((g) => (
          <li key={g.slug}>
            <Link to={`/gear/${g.slug}`}>{g.name}</Link> — ${(g.dailyRateCents / 100).toFixed(2)}/day
          </li>
        ))}
      </ul>
    </main>
  );
}
