import { type CapabilityName, capabilityNames } from 'shared-kernel/contract/platform';
import { escapeHtml } from '../../http/html';
import { type Notice, noticeHtml, wideTable } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import { type SegmentSummary } from './segment-repository';

const spelledOut: Partial<Record<CapabilityName, string>> = {
  multi_offer_site: 'Multi-offer site',
  verify_id: 'Verify ID',
  faq: 'FAQ',
  pre_cart_recommended_draws: 'Pre-cart recommended draws',
  pci_certified: 'PCI certified',
};

/** `wallet_withdrawal` → "Wallet withdrawal", as product.md §6 names the capabilities. */
export function capabilityLabel(capability: CapabilityName): string {
  const words = capability.replace(/_/g, ' ');
  return spelledOut[capability] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

const checkboxStyle = 'display:inline;width:auto;margin:0 .5rem 0 0';
const optionStyle = 'font-weight:normal;margin-top:.25rem';

function capabilityBoxes(granted: readonly CapabilityName[], legend: string): string {
  const boxes = capabilityNames
    .map(
      (capability) =>
        `<label style="${optionStyle}"><input type="checkbox" name="capabilities[]" value="${capability}" style="${checkboxStyle}"${granted.includes(capability) ? ' checked' : ''}>${escapeHtml(capabilityLabel(capability))} <code>${capability}</code></label>`,
    )
    .join('\n');
  return `<fieldset><legend>${escapeHtml(legend)}</legend>\n${boxes}\n</fieldset>`;
}

const segmentPath = (segmentName: string) => `/ops/segments/${encodeURIComponent(segmentName)}`;

export function segmentsPage(
  segments: readonly SegmentSummary[],
  options: {
    notice?: Notice;
    draft?: { segmentName: string; capabilities: CapabilityName[] };
  } = {},
): string {
  const rows = segments
    .map(
      (segment) =>
        `<tr><th scope="row"><a href="${escapeHtml(segmentPath(segment.segmentName))}">${escapeHtml(segment.segmentName)}</a></th><td>${segment.customerCount}</td><td>${segment.capabilities.length === 0 ? '(none)' : segment.capabilities.map((capability) => escapeHtml(capabilityLabel(capability))).join(', ')}</td></tr>`,
    )
    .join('\n');
  const table = `<table><caption>Segments</caption><thead><tr><th scope="col">Segment</th><th scope="col">Customers</th><th scope="col">Capabilities</th></tr></thead><tbody>${rows}</tbody></table>`;
  return operatorPage(
    'Segments',
    `<p><a href="/ops">Operator apps</a></p>
<h1>Segments</h1>
${noticeHtml(options.notice ?? null)}
<p>A customer gets the capabilities of their segment; visitors and customers without a known segment get those of the default segment. The API refuses the calls a segment does not grant.</p>
${wideTable('Segments', table)}
<h2>Create a segment</h2>
<form method="post" action="/ops/segments">
<label for="segment-name">Segment name</label>
<input id="segment-name" name="segment_name" required maxlength="40" pattern="[a-z][a-z0-9_]{0,39}" value="${escapeHtml(options.draft?.segmentName ?? '')}" aria-describedby="segment-name-hint">
<p id="segment-name-hint">Lower-case letters, digits and underscores, starting with a letter.</p>
${capabilityBoxes(options.draft?.capabilities ?? [], 'Capabilities of the new segment')}
<button type="submit">Create segment</button>
</form>`,
  );
}

export function segmentPage(segment: SegmentSummary, notice: Notice = null): string {
  const name = escapeHtml(segment.segmentName);
  return operatorPage(
    `Segment ${segment.segmentName}`,
    `<p><a href="/ops/segments">Segments</a></p>
<h1>Segment ${name}</h1>
${noticeHtml(notice)}
<p>${segment.customerCount === 1 ? '1 customer is' : `${segment.customerCount} customers are`} in this segment.</p>
<form method="post" action="${escapeHtml(segmentPath(segment.segmentName))}">
${capabilityBoxes(segment.capabilities, `Capabilities of ${segment.segmentName}`)}
<button type="submit">Save capabilities</button>
</form>
<h2>Delete</h2>
<p>Only a segment without customers can be deleted; the default segment is always kept.</p>
<form method="post" action="${escapeHtml(`${segmentPath(segment.segmentName)}/delete`)}">
<button type="submit">Delete segment ${name}</button>
</form>`,
  );
}

export function segmentNotFoundPage(message: string): string {
  return operatorPage(
    'Segment not found',
    `<p><a href="/ops/segments">Segments</a></p>
<h1>Segment not found</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  );
}
