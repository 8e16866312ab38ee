import type { Property, User } from 'shared-contracts';
import { listingPayload } from './listings.js';
import { newAccount } from './session-client.js';
import { SiteClient, type SiteAnswer } from './site-client.js';

type Operation = 'create' | 'edit' | 'delete' | 'upload' | 'account' | 'own-list' | 'own-listing';
/** How often each operation comes up: mostly writes, with the reads that would show a mix-up. */
const MIX: [Operation, number][] = [
  ['create', 25],
  ['edit', 20],
  ['delete', 10],
  ['upload', 10],
  ['account', 15],
  ['own-list', 15],
  ['own-listing', 5],
];

/** The write under way when the process was killed: its effect may or may not have been kept. */
export type Pending = { op: 'create'; title: string } | { op: 'edit'; id: number; title: string } | { op: 'delete'; id: number } | null;

/**
 * One owner using the site: random operations one after another, each answer checked against
 * what this owner alone has done (so any answer about someone else, or any lost write, shows),
 * and every write the site acknowledged remembered.
 */
export class Owner {
  /** Listing id → its title as last acknowledged. */
  readonly listings = new Map<number, string>();
  /** Photos acknowledged and not yet on a listing. */
  readonly photos: string[] = [];
  readonly problems: string[] = [];
  readonly done: Record<string, number> = {};
  pending: Pending = null;
  private serial = 0;

  private constructor(
    readonly client: SiteClient,
    readonly user: User,
    private readonly tag: string,
  ) {}

  /** Signs up, then signs in from a new browser session, as a person coming back would. */
  static async signUp(baseUrl: string, n: number): Promise<Owner> {
    const address = `198.51.100.${n + 1}`;
    const account = newAccount();
    const signedUp = await (await new SiteClient(baseUrl, address).start()).call<User>('POST', '/api/register', account);
    if (signedUp.status !== 201) throw new Error(`Sign-up ${n} failed: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
    const client = await new SiteClient(baseUrl, address).start();
    const signedIn = await client.call<User>('POST', '/api/login', { email: account.email, password: account.password });
    if (signedIn.status !== 200 || signedIn.body.id !== signedUp.body.id) throw new Error(`Sign-in ${n} failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
    return new Owner(client, signedIn.body, `owner${n}`);
  }

  /** Runs random operations until `deadline` (or `stop()`), checking each answer. */
  async run(deadline: number, photo: Blob, random: () => number, stopped: () => boolean): Promise<void> {
    while (Date.now() < deadline && !stopped()) await this.step(this.pick(random), photo, random);
  }

  private pick(random: () => number): Operation {
    let roll = random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
    return MIX.find(([, weight]) => (roll -= weight) < 0)![0];
  }

  private async step(operation: Operation, photo: Blob, random: () => number): Promise<void> {
    const ids = [...this.listings.keys()];
    const someId = ids[Math.floor(random() * ids.length)];
    const title = `${this.tag} listing ${(this.serial += 1)}`;
    try {
      switch (operation) {
        case 'create': {
          const images = this.photos.splice(0, Math.floor(random() * 2));
          this.pending = { op: 'create', title };
          // A draft: drafts do not count against the free plan's three active listings.
          const answer = await this.client.call<Property>('POST', '/api/properties', listingPayload({ title, images, isActive: false }));
          if (this.expect(answer, 201, 'create') && this.mine(answer.body, 'create')) this.listings.set(answer.body.id, answer.body.title);
          break;
        }
        case 'edit': {
          if (someId === undefined) return;
          this.pending = { op: 'edit', id: someId, title };
          const answer = await this.client.call<Property>('PATCH', `/api/properties/${someId}`, { title });
          if (this.expect(answer, 200, 'edit') && this.mine(answer.body, 'edit')) this.listings.set(someId, answer.body.title);
          break;
        }
        case 'delete': {
          if (someId === undefined) return;
          this.pending = { op: 'delete', id: someId };
          if (this.expect(await this.client.call('DELETE', `/api/properties/${someId}`), 204, 'delete')) this.listings.delete(someId);
          break;
        }
        case 'upload': {
          const form = new FormData();
          form.append('file', photo, 'photo.jpg');
          const answer = await this.client.call<{ url: string }>('POST', '/api/uploads', form);
          if (this.expect(answer, 201, 'upload')) this.photos.push(answer.body.url);
          break;
        }
        case 'account': {
          const answer = await this.client.call<User>('GET', '/api/user');
          if (this.expect(answer, 200, 'account') && (answer.body.id !== this.user.id || answer.body.email !== this.user.email)) {
            this.problems.push(`${this.tag}: /api/user answered for ${answer.body.email}`);
          }
          break;
        }
        case 'own-list':
          this.checkOwnList(await this.client.call<Property[]>('GET', '/api/user/properties?pageSize=100'));
          break;
        case 'own-listing': {
          if (someId === undefined) return;
          const answer = await this.client.call<Property>('GET', `/api/properties/${someId}`);
          if (this.expect(answer, 200, 'own-listing') && this.mine(answer.body, 'own-listing') && answer.body.title !== this.listings.get(someId)) {
            this.problems.push(`${this.tag}: listing ${someId} reads "${answer.body.title}", last written "${this.listings.get(someId)}"`);
          }
          break;
        }
      }
      this.pending = null;
      this.done[operation] = (this.done[operation] ?? 0) + 1;
    } catch (error) {
      // A connection cut (the crash test kills the site): the write in flight stays pending.
      this.problems.push(`${this.tag} ${operation}: ${String(error)}`);
    }
  }

  /** The owner's list holds exactly what they made and did not delete, with the titles they last gave. */
  checkOwnList(answer: SiteAnswer<Property[]>): void {
    if (!this.expect(answer, 200, 'own-list')) return;
    const listed = new Map(answer.body.map((property) => [property.id, property]));
    for (const property of answer.body) this.mine(property, 'own-list');
    const expected = [...this.listings].map(([id, title]) => `${id}:${title}`).sort();
    const got = [...listed.values()].map(({ id, title }) => `${id}:${title}`).sort();
    if (JSON.stringify(expected) !== JSON.stringify(got)) this.problems.push(`${this.tag}: own list ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  }

  private expect(answer: SiteAnswer, status: number, operation: string): boolean {
    if (answer.status === status) return true;
    this.problems.push(`${this.tag} ${operation}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return false;
  }

  private mine(property: Property, operation: string): boolean {
    if (property.userId === this.user.id) return true;
    this.problems.push(`${this.tag} ${operation}: got listing ${property.id} of user ${property.userId}`);
    return false;
  }
}
