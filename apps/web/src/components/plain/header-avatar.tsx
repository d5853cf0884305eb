import { useState } from 'react';

/**
 * The signed-in person in the header, as MUI's 36 px `Avatar` draws them: their picture, or
 * their initials while there is none or it does not load (decision 074).
 */
export function HeaderAvatar({ picture, initials }: { picture?: string | null; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="header-avatar">
      {picture && failed !== picture ? (
        <img src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        initials
      )}
    </span>
  );
}
