import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

interface Subscription {
  plan: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

async function fetchSubscription(): Promise<Subscription> {
  const { data } = await http.get<Subscription>('/billing/subscription');
  return data;
}

export function SubscriptionCard() {
  const { data, isPending } = useQuery({ queryKey: ['subscription'], queryFn: fetchSubscription });
  const upgrade = useMutation({
    mutationFn: async (plan: 'pro' | 'team') => (await http.post<{ url: string }>('/billing/checkout', { plan })).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (isPending || !data) return <section aria-busy="true" />;

  const renews = data.currentPeriodEnd ? new Date(data.currentPeriodEnd).toLocaleDateString() : null;
  return (
    <section>
      <h2>Plan: {data.plan}</h2>
      {renews && <p>{data.cancelAtPeriodEnd ? `Ends on ${renews}` : `Renews on ${renews}`}</p>}
      {data.plan === 'free' && (
        <button onClick={() => upgrade.mutate('pro')} disabled={upgrade.isPending}>
          Upgrade to Pro
        </button>
      )}
    </section>
  );
}
