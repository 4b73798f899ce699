import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateField } from "./DateField";

function Harness({ initial, min, onChange }: { initial: string | null; min?: string; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="End Date"
      placeholder="End Date"
      value={value}
      min={min}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const box = () => screen.getByRole("textbox", { name: "End Date" });

describe("DateField", () => {
  it("shows the date as 'MMM d, yyyy' with the placeholder when empty", () => {
    const { unmount } = render(<Harness initial="2025-12-15" />);
    expect(box()).toHaveValue("Dec 15, 2025");
    unmount();
    render(<Harness initial={null} />);
    expect(box()).toHaveValue("");
    expect(box()).toHaveAttribute("placeholder", "End Date");
  });

  it("applies a typed date on blur", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-15" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "12/20/2025" } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledWith("2025-12-20");
    expect(box()).toHaveValue("Dec 20, 2025");
  });

  it("shows 'Date input not valid.' for an unreadable date and keeps the value", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-15" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "Feb 30, 2025" } });
    fireEvent.blur(box());
    expect(screen.getByRole("alert")).toHaveTextContent("Date input not valid.");
    expect(box()).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalled();
    // Editing clears the message.
    fireEvent.change(box(), { target: { value: "Dec 1" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a typed date before the minimum", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-20" min="2025-12-15" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "2025-12-14" } });
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(screen.getByRole("alert")).toHaveTextContent("Date input not valid.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Enter re-applies an unchanged date (choosing the same day again); blur does not", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-15" onChange={onChange} />);
    fireEvent.blur(box());
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("2025-12-15");
  });

  it("clearing the box clears the date", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-15" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "" } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("calendar: days before the minimum are disabled, a day is chosen by click or keyboard", () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-12-20" min="2025-12-15" onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Choose end date" }));
    const dialog = screen.getByRole("dialog", { name: "Choose end date" });
    expect(within(dialog).getByText("December 2025")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Sunday, December 14, 2025" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Monday, December 15, 2025" })).toBeEnabled();
    // The selected day has focus; the arrow keys move it.
    const selected = within(dialog).getByRole("button", { name: "Saturday, December 20, 2025" });
    expect(selected).toHaveFocus();
    fireEvent.keyDown(selected, { key: "ArrowRight" });
    const next = within(dialog).getByRole("button", { name: "Sunday, December 21, 2025" });
    expect(next).toHaveFocus();
    fireEvent.click(next);
    expect(onChange).toHaveBeenCalledWith("2025-12-21");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box()).toHaveValue("Dec 21, 2025");
  });

  it("calendar: Escape closes it and returns focus to its button", () => {
    render(<Harness initial="2025-12-20" />);
    const toggle = screen.getByRole("button", { name: "Choose end date" });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole("button", { name: "Saturday, December 20, 2025" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("calendar: Page Down shows the next month", () => {
    render(<Harness initial="2025-12-20" />);
    fireEvent.click(screen.getByRole("button", { name: "Choose end date" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Saturday, December 20, 2025" }), { key: "PageDown" });
    expect(screen.getByText("January 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tuesday, January 20, 2026" })).toHaveFocus();
  });
});
