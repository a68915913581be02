import { OrderSummary } from '~/app/_components/order-summary';
import { UsageMeter } from '~/app/_components/usage-meter';

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main>
      <UsageMeter />
      <OrderSummary orderId={id} />
    </main>
  );
}
