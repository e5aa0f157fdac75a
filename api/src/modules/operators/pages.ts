import { escapeHtml } from '../../http/html';
import { type Operator, type OperatorRole } from './service';

/** An operator app: where it lives and which role opens it. */
interface OperatorApp {
  /** The role that opens it, or the roles of which any one does. */
  role: OperatorRole | readonly OperatorRole[];
  name: string;
  description: string;
  /** A page to open; null when the app is used through its API for now. */
  path: string | null;
}

const operatorApps: readonly OperatorApp[] = [
  {
    role: ['release_viewer', 'release_manager'],
    name: 'Releases',
    description:
      'What each environment runs: pin, canary, promote and roll back remote versions, withdraw a version, try one on this browser, and the release audit.',
    path: '/ops/releases',
  },
  {
    role: 'content_editor',
    name: 'Content',
    description:
      'Write CMS items: POST /cms/items/{collection} with Authorization: Bearer <session token>.',
    path: null,
  },
  {
    role: 'support',
    name: 'Email outbox',
    description: 'The latest emails the shop has sent (when OUTBOX_VIEWER is on).',
    path: '/ops/outbox',
  },
  {
    role: 'support',
    name: 'Customers',
    description:
      'Find a customer by email and read their account, verification and change log (who changed what, when).',
    path: '/ops/customers',
  },
  {
    role: 'support',
    name: 'Support inbox',
    description: 'Customer chats waiting for an answer: read, reply and close them.',
    path: '/ops/support-inbox',
  },
  {
    role: 'content_editor',
    name: 'Segments',
    description:
      'Capability segments: create one, tick what it grants, delete an unused one (audit-logged).',
    path: '/ops/segments',
  },
  {
    role: 'reviewer',
    name: 'Review queues',
    description: 'Identity verifications waiting for a person to decide.',
    path: '/ops/reviews',
  },
  {
    role: 'payments',
    name: 'Withdrawals',
    description: 'Approve or reject large withdrawals and mark bank transfers paid or returned.',
    path: '/ops/withdrawals',
  },
  {
    role: 'payments',
    name: 'Bank deposits',
    description:
      'Mark pending bank transfers, BPAY, PayID and direct debits received or not received.',
    path: '/ops/deposits',
  },
  {
    role: 'draws',
    name: 'Draws',
    description:
      'Every draw and its state: draw an open draw now, re-run a failed step (also `npm run ops -- draw`).',
    path: '/ops/draws',
  },
  {
    role: 'draws',
    name: 'Prize claims',
    description: 'Approve (pay) or reject prizes over the claim threshold.',
    path: '/ops/prize-claims',
  },
  {
    role: 'draws',
    name: 'Prize fulfilments',
    description: 'Physical prizes won in giveaways: deliver them, then mark them fulfilled.',
    path: '/ops/prize-fulfilments',
  },
  {
    role: 'support',
    name: 'Feedback',
    description: 'What customers and visitors said through the feedback form, newest first.',
    path: '/ops/feedback',
  },
  {
    role: 'release_manager',
    name: 'Maintenance',
    description:
      'Switch maintenance on (customers see the maintenance page, with your message) or off.',
    path: '/ops/maintenance',
  },
  {
    role: ['draws', 'support'],
    name: 'Audit log',
    description: 'What the draw engine and operators did, and when.',
    path: '/ops/audit',
  },
];

/** A plain page of the operator apps: no customer layout, no scripts. */
export function operatorPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Lotto Shop operators</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;line-height:1.5}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;margin-top:.25rem;padding:.5rem;width:100%;box-sizing:border-box}
button{margin-top:1.5rem;padding:.5rem 1rem}[role=alert]{color:#a00;font-weight:600}li{margin-bottom:1rem}</style>
</head><body><main>
${body}
</main></body></html>`;
}

export function signInPage(options: { error?: string; email?: string } = {}): string {
  const error = options.error
    ? `<p role="alert" id="sign-in-error">${escapeHtml(options.error)}</p>`
    : '';
  return operatorPage(
    'Sign in',
    `<h1>Operator sign-in</h1>
${error}
<form method="post" action="/ops/session"${options.error ? ' aria-describedby="sign-in-error"' : ''}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="code">Authenticator code</label>
<input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function operatorHomePage(operator: Operator): string {
  const apps = operatorApps.filter((app) =>
    (typeof app.role === 'string' ? [app.role] : app.role).some((role) =>
      operator.roles.includes(role),
    ),
  );
  const items = apps
    .map(
      (app) =>
        `<li><h2>${app.path ? `<a href="${escapeHtml(app.path)}">${escapeHtml(app.name)}</a>` : escapeHtml(app.name)}</h2>
<p>${escapeHtml(app.description)}</p></li>`,
    )
    .join('\n');
  return operatorPage(
    'Operator apps',
    `<h1>Operator apps</h1>
<p>Signed in as ${escapeHtml(operator.email)} (${operator.roles.map(escapeHtml).join(', ')}).</p>
${apps.length === 0 ? '<p>Your roles open no app yet.</p>' : `<ul>${items}</ul>`}
<form method="post" action="/ops/sign-out"><button type="submit">Sign out</button></form>`,
  );
}
