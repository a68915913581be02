import 'server-only';
import { env } from '~/env';

const API = 'https://api.printful.com';

export interface ShippingRate {
  id: string;
  name: string;
  rate: string;
  currency: string;
}

/** Shipping options for a print order, quoted by the print partner. */
export async function shippingRates(country: string, quantity: number): Promise<ShippingRate[]> {
  const res = await fetch(`${API}/shipping/rates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.PRINTFUL_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ recipient: { country_code: country }, items: [{ variant_id: 4011, quantity }] }),
  });
  if (!res.ok) throw new Error(`printful shipping rates: ${res.status}`);
  const { result } = (await res.json()) as { result: ShippingRate[] };
  return result;
}
