/**
 * A UserManager whose every silent renewal goes through the refresh coordinator.
 *
 * oidc-client-ts renews in three places, and all of them call `signinSilent`: its own automatic
 * renewal (`automaticSilentRenew`, 60 s before expiry, with its timeout retries and
 * `silentRenewError` event), the provider machine's SIGNIN_SILENT flow, and the 401 flow. Overriding
 * that one method puts all three behind one single flight in this tab and one Web Lock across tabs,
 * and keeps oidc-client-ts's timer (SPEC §9: automatic silent renew on) rather than a hand-made one.
 *
 * Rotation safety: the refresh token "this tab saw" is the one of the user it last stored or loaded.
 * Inside the lock the stored user is read again; if another tab stored a different refresh token
 * meanwhile, that user is adopted (`getUser(true)`: raises userLoaded and re-arms the expiry timers)
 * and no refresh token is spent.
 *
 * Sign-out safety: a renewal compares the sign-out marker (`@/api/session-signals`) before it
 * stores the new user. If another tab signed out while the tokens were being fetched, the new
 * user is not stored (the session stays ended) and its refresh token is revoked.
 */
import { type SigninSilentArgs, type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { type RefreshCoordinator, SessionEndedElsewhereError } from '@/api/refresh-coordinator';
import { readSignOutMarker } from '@/api/session-signals';

export class CoordinatedUserManager extends UserManager {
  private readonly coordinator: RefreshCoordinator<User | null>;
  private readonly storage: Pick<Storage, 'getItem'>;
  /** Refresh token of the user this tab last stored or loaded; undefined until it looked. */
  private seenRefreshToken: string | null | undefined;
  /** The sign-out marker when the renewal under way began; undefined when none is under way. */
  private markerAtRenewal: string | null | undefined;

  constructor(
    settings: UserManagerSettings,
    coordinator: RefreshCoordinator<User | null>,
    storage: Pick<Storage, 'getItem'> = globalThis.localStorage,
  ) {
    super(settings);
    this.coordinator = coordinator;
    this.storage = storage;
  }

  /** Local-storage key of the stored user (the user store's `oidc.` prefix + its key). */
  get storedUserKey(): string {
    return `oidc.${this._userStoreKey}`;
  }

  /** The refresh token of the stored user, read synchronously; null without one. */
  readStoredRefreshToken(): string | null {
    const raw = this.storage.getItem(this.storedUserKey);
    if (!raw) return null;
    try {
      const { refresh_token } = JSON.parse(raw) as { refresh_token?: unknown };
      return typeof refresh_token === 'string' && refresh_token ? refresh_token : null;
    } catch {
      return null;
    }
  }

  override async getUser(raiseEvent = false): Promise<User | null> {
    const user = await super.getUser(raiseEvent);
    this.seenRefreshToken = user?.refresh_token ?? null;
    return user;
  }

  override async storeUser(user: User | null): Promise<void> {
    if (user && this.markerAtRenewal !== undefined && readSignOutMarker(this.storage) !== this.markerAtRenewal) {
      if (user.refresh_token) await this.revokeRefreshToken(user.refresh_token).catch(() => undefined);
      throw new SessionEndedElsewhereError();
    }
    await super.storeUser(user);
    this.seenRefreshToken = user?.refresh_token ?? null;
  }

  /** Revokes a refresh token at the provider's revocation endpoint (RFC 7009). */
  async revokeRefreshToken(token: string): Promise<void> {
    await this._client.revokeToken(token, 'refresh_token');
  }

  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    return this.coordinator.run({
      seen: this.seenRefreshToken === undefined ? this.readStoredRefreshToken() : this.seenRefreshToken,
      readStored: () => this.readStoredRefreshToken(),
      rotate: async () => {
        this.markerAtRenewal = readSignOutMarker(this.storage);
        try {
          return await super.signinSilent(args);
        } finally {
          this.markerAtRenewal = undefined;
        }
      },
      adopt: () => this.getUser(true),
    });
  }
}
