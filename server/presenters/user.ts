// The signed-in user as the API shows them (GET and PATCH /api/user).
import type { Locale } from "../../common/constants";
import type { PresentedUser } from "../../common/types";
import type { SessionUser } from "../auth/users";

export function presentUser(
  user: SessionUser,
  preferences: { locale: Locale | null; paperQuota: number | null },
): PresentedUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    imageURL: user.image,
    locale: preferences.locale,
    paperQuota: preferences.paperQuota,
  };
}
