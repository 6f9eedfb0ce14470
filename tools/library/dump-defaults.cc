// The linked RocksDB as an oracle for rocktune's option catalog and lint rules.
//
//   dump-defaults            Prints the defaults of DBOptions, ColumnFamilyOptions and the
//                            BlockBased, Plain and Cuckoo table options: `[Section]` lines, then `name=value` lines,
//                            as the library serializes them (GetStringFrom*Options and the table
//                            factory's Configurable::GetOptionString; delimiter = newline).
//   dump-defaults --parse    Reads `Section<TAB>name<TAB>value` lines on stdin; for each prints
//                            `ok<TAB>serialized` (the value RocksDB keeps after parsing) or
//                            `error<TAB>status`, so tests can compare their emulation with the engine.
//
// Build: g++ -std=c++17 dump-defaults.cc $(pkg-config --cflags --libs rocksdb) -o dump-defaults
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_map>

#include <rocksdb/convenience.h>
#include <rocksdb/options.h>
#include <rocksdb/table.h>
#include <rocksdb/version.h>

namespace {

using rocksdb::ConfigOptions;
using rocksdb::Status;

ConfigOptions NewlineConfig() {
  ConfigOptions config;
  config.delimiter = "\n";
  return config;
}

// A fresh table factory of a `TableOptions/<Factory>` section, with its defaults.
std::unique_ptr<rocksdb::TableFactory> NewTableFactory(const std::string& section) {
  if (section == "TableOptions/PlainTable") return std::unique_ptr<rocksdb::TableFactory>(rocksdb::NewPlainTableFactory());
  if (section == "TableOptions/CuckooTable") return std::unique_ptr<rocksdb::TableFactory>(rocksdb::NewCuckooTableFactory());
  return std::unique_ptr<rocksdb::TableFactory>(rocksdb::NewBlockBasedTableFactory());
}

// Serializes one section's options with the defaults or values given.
Status Serialize(const std::string& section, const rocksdb::DBOptions& db, const rocksdb::ColumnFamilyOptions& cf,
                 const rocksdb::TableFactory& table, std::string* out) {
  ConfigOptions config = NewlineConfig();
  if (section == "DBOptions") return rocksdb::GetStringFromDBOptions(config, db, out);
  if (section == "CFOptions") return rocksdb::GetStringFromColumnFamilyOptions(config, cf, out);
  return table.GetOptionString(config, out);
}

// Parses `name=value` into a fresh section of defaults, then serializes that section.
Status ParseOne(const std::string& section, const std::string& name, const std::string& value, std::string* out) {
  ConfigOptions config;  // the loader's defaults: ignore_unknown_options=false, input_strings_escaped=true
  const std::unordered_map<std::string, std::string> map{{name, value}};
  rocksdb::DBOptions db;
  rocksdb::ColumnFamilyOptions cf;
  std::unique_ptr<rocksdb::TableFactory> table = NewTableFactory(section);
  Status s;
  if (section == "DBOptions") {
    s = rocksdb::GetDBOptionsFromMap(config, rocksdb::DBOptions(), map, &db);
  } else if (section == "CFOptions") {
    s = rocksdb::GetColumnFamilyOptionsFromMap(config, rocksdb::ColumnFamilyOptions(), map, &cf);
  } else if (section == "TableOptions/BlockBasedTable") {
    rocksdb::BlockBasedTableOptions parsed;
    s = rocksdb::GetBlockBasedTableOptionsFromMap(config, rocksdb::BlockBasedTableOptions(), map, &parsed);
    table.reset(rocksdb::NewBlockBasedTableFactory(parsed));
  } else {
    s = table->ConfigureFromMap(config, map);
  }
  if (!s.ok()) return s;
  return Serialize(section, db, cf, *table, out);
}

// The value of `name` in a newline-delimited serialization, or "(not serialized)".
std::string Pick(const std::string& serialized, const std::string& name) {
  std::istringstream lines(serialized);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind(name + "=", 0) == 0) return line.substr(name.size() + 1);
  }
  return "(not serialized)";
}

int ParseMode() {
  std::string line;
  while (std::getline(std::cin, line)) {
    const size_t tab1 = line.find('\t');
    const size_t tab2 = tab1 == std::string::npos ? tab1 : line.find('\t', tab1 + 1);
    if (tab2 == std::string::npos) {
      std::cout << "error\tbad request line\n";
      continue;
    }
    const std::string name = line.substr(tab1 + 1, tab2 - tab1 - 1);
    std::string out;
    Status s = ParseOne(line.substr(0, tab1), name, line.substr(tab2 + 1), &out);
    if (s.ok()) {
      std::cout << "ok\t" << Pick(out, name) << "\n";
    } else {
      std::cout << "error\t" << s.ToString() << "\n";
    }
  }
  return 0;
}

int DumpMode() {
  std::cout << "[Version]\nrocksdb_version=" << ROCKSDB_MAJOR << "." << ROCKSDB_MINOR << "." << ROCKSDB_PATCH << "\n";
  for (const char* section : {"DBOptions", "CFOptions", "TableOptions/BlockBasedTable", "TableOptions/PlainTable", "TableOptions/CuckooTable"}) {
    std::string text;
    Status s = Serialize(section, rocksdb::DBOptions(), rocksdb::ColumnFamilyOptions(), *NewTableFactory(section), &text);
    if (!s.ok()) {
      std::cerr << "dump-defaults: " << section << ": " << s.ToString() << "\n";
      return 1;
    }
    std::cout << "[" << section << "]\n" << text << "\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--parse") return ParseMode();
  return DumpMode();
}
