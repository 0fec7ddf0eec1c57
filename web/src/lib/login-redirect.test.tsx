import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { isMaxSessionsState, navigateToLoginExpired } from './login-redirect';

function GamePage() {
  const navigate = useNavigate();
  return <button onClick={() => void navigateToLoginExpired(navigate)}>fail</button>;
}

function LoginProbe() {
  const location = useLocation();
  return <p>{isMaxSessionsState(location.state) ? 'notice' : 'no notice'}</p>;
}

describe('navigateToLoginExpired', () => {
  it('goes to /login carrying the max-sessions state', async () => {
    render(
      <MemoryRouter initialEntries={['/games/wordsearch']}>
        <Routes>
          <Route path="/games/:game" element={<GamePage />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByText('notice')).toBeInTheDocument();
  });

  it('recognises only its own state', () => {
    expect(isMaxSessionsState({ maxSessions: true })).toBe(true);
    expect(isMaxSessionsState({ maxSessions: 'yes' })).toBe(false);
    expect(isMaxSessionsState(null)).toBe(false);
  });
});
