import type { ReactNode } from 'react';
import { BuyCreditsForm } from '~/app/_components/buy-credits-form';
import { TRPCReactProvider } from '~/trpc/react';

export const metadata = { title: 'Inkwell' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <TRPCReactProvider>
          {children}
          <aside>
            <BuyCreditsForm />
          </aside>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
