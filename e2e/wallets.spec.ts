import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, seriousAxeViolations, settled, test } from './fixtures';

test('link an Ethereum wallet to the account by signing a message in it, then unlink it', async ({
  signedInPage: page,
}) => {
  // The browser wallet (an extension such as MetaMask) at the edge: the same EIP-1193 calls,
  // signed by a key of this test.
  const wallet = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('signWithTestWallet', (message: string) =>
    wallet.signMessage({ message }),
  );
  await page.addInitScript((address: string) => {
    const testWindow = window as unknown as {
      ethereum: unknown;
      signWithTestWallet: (message: string) => Promise<string>;
      rejectNextSignature?: boolean;
    };
    testWindow.ethereum = {
      async request({ method, params }: { method: string; params?: string[] }) {
        if (method === 'eth_requestAccounts') return [address];
        if (method === 'eth_chainId') return '0xa';
        if (method === 'personal_sign') {
          if (testWindow.rejectNextSignature) {
            testWindow.rejectNextSignature = false;
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          return testWindow.signWithTestWallet(params![0]!);
        }
        throw new Error(`unsupported ${method}`);
      },
    };
  }, wallet.address);

  // Off by default (decision 031): the e2e server turns wallets on (start-server.mjs).
  await page.goto('/dashboards/account');
  await settled(page);
  const section = page.getByRole('region', { name: 'Web3-wallets' });
  await expect(section.getByText('Inloggen doe je er niet mee.')).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { rejectNextSignature: boolean }).rejectNextSignature = true;
  });
  await section.getByRole('button', { name: 'Wallet koppelen' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Je hebt het ondertekenen in je wallet geannuleerd.',
  );

  await section.getByRole('button', { name: 'Wallet koppelen' }).click();
  const linked = section.getByRole('list', { name: 'Web3-wallets' });
  await expect(linked.getByRole('listitem')).toHaveCount(1);
  await expect(linked).toContainText(wallet.address);
  await expect(linked).toContainText('Optimism');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Still linked after a reload (kept by the server, not the page).
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: `Wallet ${wallet.address} ontkoppelen` }).click();
  await expect(page.getByRole('list', { name: 'Web3-wallets' })).toHaveCount(0);
});
