'use client';

import { useQuery } from '@tanstack/react-query';

interface Usage {
  used: number;
  limit: number;
  credits: number;
  resetsAt: string;
}

export function UsageMeter() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['usage'],
    queryFn: async (): Promise<Usage> => {
      const res = await fetch('/api/usage');
      if (!res.ok) throw new Error(`usage: ${res.status}`);
      return res.json();
    },
    refetchInterval: 60_000,
  });

  if (isPending) return <div className="meter skeleton" />;
  if (isError) return null;

  const percent = Math.min(100, Math.round((data.used / data.limit) * 100));
  return (
    <div className="meter" role="meter" aria-valuenow={data.used} aria-valuemax={data.limit}>
      <div style={{ width: `${percent}%` }} />
      <span>
        {data.used} of {data.limit} pages this month · {data.credits} credits · resets{' '}
        {new Date(data.resetsAt).toLocaleDateString()}
      </span>
    </div>
  );
}
