#pragma once
// The program's one JSON writer (RFC 8259): objects and arrays opened and closed in turn, the
// commas and the escaping done here, so that no command writes JSON by hand. A document is
// one line, its keys in the order written.

#include <concepts>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace draughts_cli {

// A JSON string: quotes, backslashes and control characters escaped; bytes that are not
// UTF-8 (cp1251 names in old Russian files) read as Latin-1, so the output stays UTF-8.
std::string json_string(std::string_view text);

class json_writer {
public:
    json_writer& begin_object() { return open('{'); }
    json_writer& end_object() { return close('}'); }
    json_writer& begin_array() { return open('['); }
    json_writer& end_array() { return close(']'); }

    // The key of the next value, inside an object.
    json_writer& key(std::string_view name) {
        separate();
        text_ += json_string(name);
        text_ += ':';
        after_key_ = true;
        return *this;
    }

    json_writer& value(std::string_view s) { return write(json_string(s)); }
    json_writer& value(const char* s) { return value(std::string_view(s)); }
    json_writer& value(const std::string& s) { return value(std::string_view(s)); }
    json_writer& value(bool b) { return write(b ? "true" : "false"); }
    template <std::integral N>
        requires(!std::same_as<N, bool>)
    json_writer& value(N n) {
        return write(std::to_string(n));
    }
    // A number with a fixed count of decimals (seconds to the millisecond, rates).
    json_writer& value(double x, int decimals) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
        return write(buffer);
    }
    json_writer& null() { return write("null"); }
    // Another writer's document, whole, as the next value (parts written apart, then joined).
    json_writer& value(const json_writer& part) { return write(part.text()); }

    // key(name).value(v), the common case.
    template <class T>
    json_writer& field(std::string_view name, const T& v) {
        return key(name).value(v);
    }
    // An array of strings.
    json_writer& value(const std::vector<std::string>& items) {
        begin_array();
        for (const std::string& s : items) value(s);
        return end_array();
    }

    // The document written so far (whole once every object and array is closed).
    [[nodiscard]] const std::string& text() const noexcept { return text_; }

private:
    // A comma before every value but the first of its object or array, and none after a key.
    void separate() {
        if (after_key_) {
            after_key_ = false;
            return;
        }
        if (!first_.empty()) {
            if (!first_.back()) text_ += ',';
            first_.back() = false;
        }
    }
    json_writer& write(std::string_view token) {
        separate();
        text_ += token;
        return *this;
    }
    json_writer& open(char bracket) {
        separate();
        text_ += bracket;
        first_.push_back(true);
        return *this;
    }
    json_writer& close(char bracket) {
        text_ += bracket;
        first_.pop_back();
        return *this;
    }

    std::string text_;
    std::vector<bool> first_;  // per open object or array: nothing written in it yet
    bool after_key_ = false;
};

}  // namespace draughts_cli
