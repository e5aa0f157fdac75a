import { type Kysely } from 'kysely';
import { type CapabilityName, capabilityNames } from 'shared-kernel/contract/platform';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type SegmentSummary, SegmentRepository } from './segment-repository';
import { defaultSegmentName } from './service';

/** The segment new customers join (the default of customers.segment_name). */
export const signupSegmentName = 'customer';

const segmentNamePattern = /^[a-z][a-z0-9_]{0,39}$/;

export const segmentMessages = {
  nameInvalid:
    'A segment name is 1 to 40 lower-case letters, digits or underscores, starting with a letter.',
  exists: (name: string) => `A segment named ${name} exists already.`,
  notFound: (name: string) => `There is no segment named ${name}.`,
  capabilityUnknown: (name: string) => `${name} is not a capability.`,
  defaultKept:
    'The default segment cannot be deleted: visitors and customers without a segment get its capabilities.',
  signupKept: `New customers join the ${signupSegmentName} segment, so it cannot be deleted.`,
  inUse: (name: string, count: number) =>
    `${count === 1 ? '1 customer is' : `${count} customers are`} in the segment ${name}: move them to another segment first.`,
};

/** The operator making a change, as the audit log names them. */
export interface SegmentEditor {
  email: string;
}

/**
 * Operators' edits of capability segments: create one, set what it grants, delete an unused
 * one. Every change is audit-logged with the capabilities before and after, and `changed` runs
 * after it (the server forgets cached capability answers there).
 */
export class SegmentService {
  private readonly repository: SegmentRepository;

  constructor(
    database: Kysely<Database>,
    private readonly options: { now: () => Date; changed: () => Promise<void> | void },
  ) {
    this.repository = new SegmentRepository(database);
  }

  list(): Promise<SegmentSummary[]> {
    return this.repository.findAll();
  }

  find(segmentName: string): Promise<SegmentSummary | null> {
    return this.repository.findByName(segmentName);
  }

  async create(
    segmentName: string,
    capabilities: readonly string[],
    editor: SegmentEditor,
  ): Promise<void> {
    const name = segmentName.trim();
    if (!segmentNamePattern.test(name)) {
      throw new ApiError(422, 'segment_name_invalid', segmentMessages.nameInvalid);
    }
    if ((await this.repository.findByName(name)) !== null) {
      throw new ApiError(409, 'segment_exists', segmentMessages.exists(name));
    }
    const granted = capabilitiesOf(capabilities);
    await this.repository.save(name, granted, {
      operatorEmail: editor.email,
      action: 'segment_created',
      segmentName: name,
      before: null,
      after: granted,
      at: this.options.now(),
    });
    await this.options.changed();
  }

  async setCapabilities(
    segmentName: string,
    capabilities: readonly string[],
    editor: SegmentEditor,
  ): Promise<void> {
    const segment = await this.existing(segmentName);
    const granted = capabilitiesOf(capabilities);
    await this.repository.save(segmentName, granted, {
      operatorEmail: editor.email,
      action: 'segment_capabilities_changed',
      segmentName,
      before: segment.capabilities,
      after: granted,
      at: this.options.now(),
    });
    await this.options.changed();
  }

  async delete(segmentName: string, editor: SegmentEditor): Promise<void> {
    const segment = await this.existing(segmentName);
    if (segmentName === defaultSegmentName) {
      throw new ApiError(409, 'segment_kept', segmentMessages.defaultKept);
    }
    if (segmentName === signupSegmentName) {
      throw new ApiError(409, 'segment_kept', segmentMessages.signupKept);
    }
    if (segment.customerCount > 0) {
      throw new ApiError(
        409,
        'segment_in_use',
        segmentMessages.inUse(segmentName, segment.customerCount),
      );
    }
    await this.repository.delete(segmentName, {
      operatorEmail: editor.email,
      action: 'segment_deleted',
      segmentName,
      before: segment.capabilities,
      after: null,
      at: this.options.now(),
    });
    await this.options.changed();
  }

  private async existing(segmentName: string): Promise<SegmentSummary> {
    const segment = await this.repository.findByName(segmentName);
    if (segment === null) {
      throw new ApiError(404, 'segment_not_found', segmentMessages.notFound(segmentName));
    }
    return segment;
  }
}

/** The ticked capabilities in the order of product.md §6; an unknown name is refused. */
function capabilitiesOf(ticked: readonly string[]): CapabilityName[] {
  const unknown = ticked.find((name) => !(capabilityNames as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new ApiError(422, 'capability_unknown', segmentMessages.capabilityUnknown(unknown));
  }
  return capabilityNames.filter((name) => ticked.includes(name));
}
