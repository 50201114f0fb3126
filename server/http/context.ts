// The Hono environment: who is asking, and the services a handler may call.
import type { SessionUser } from "../auth/users";
import type { Services } from "../services";

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    services: Services;
  };
}
